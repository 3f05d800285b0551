import fp from 'fastify-plugin';
import helmet from 'helmet';

// Helmet's headers (CSP, referrer policy, frame and sniffing guards, HSTS over HTTPS) on every
// answer. @fastify/helmet built a new helmet middleware per request, parsing the CSP
// directives each time, behind two onRequest hooks (one async): a list request took about
// 15 % more CPU with it (docs/PERFORMANCE.md). The headers depend only on the configuration,
// so the middleware is built once here.

// Powerful browser features the site never uses are switched off for it and anything it
// embeds, so a script that got in could not ask for a camera or a location either. Passkeys
// (WebAuthn) are the one such feature it uses, for its own pages only. Only features Chromium
// knows are named: an unknown one (ambient-light-sensor, bluetooth) costs a console warning on
// every page.
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [
  ...DISABLED_FEATURES.map((feature) => `${feature}=()`),
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

export default fp(
  async (app) => {
    const https = app.config.publicUrl.startsWith('https://');
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
    // The built scripts and stylesheets under /assets/ are never documents: a policy for what
    // a page may load, frame or use means nothing on them, and on a public page's twenty-odd
    // small island chunks it was a kilobyte of headers each, more than most of the files.
    // They keep the guards that apply to any response.
    const applyAssetHeaders = helmet({
      contentSecurityPolicy: false,
      crossOriginOpenerPolicy: false,
      crossOriginEmbedderPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet sets the headers and calls back at once (since 8.1 it throws rather than
      // passing an error to the callback).
      if (request.url.startsWith('/assets/')) {
        applyAssetHeaders(request.raw, reply.raw, () => {
          done();
        });
        return;
      }
      applyHeaders(request.raw, reply.raw, () => {
        reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
        done();
      });
    });
  },
  { name: 'security-headers' },
);
