import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES } from '@staffing/shared/messages';
import {
  passkeyAssertionSchema,
  type PasskeyAssertionInput,
} from '@staffing/shared/passkey-schemas';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import {
  createMemoryAttemptLimiter,
  createRedisAttemptLimiter,
} from '../auth/login-attempt-limiter.ts';
import { recentUntil } from '../auth/recent-authentication.ts';
import { clearMfaCookie, mfaCookieName } from '../auth/second-factors.ts';
import { deleteMfaChallenge, findMfaChallenge } from '../auth/two-factor-repository.ts';
import { markSessionAuthenticated } from '../auth/sessions-repository.ts';
import { presentUser } from '../users/user-presenter.ts';
import { findUserById, recordLogin } from '../users/users-repository.ts';
import {
  findPasskey,
  listUserPasskeys,
  recordPasskeyUse,
  type ChallengePurpose,
  type PasskeyRecord,
} from './passkeys-repository.ts';
import { rememberChallenge, relyingParty, spendChallenge } from './relying-party.ts';
import { loadWebAuthn } from './webauthn-library.ts';

// Signing in with a passkey, and proving it is you again with one. Registered under
// /api/auth/passkeys.
export const passkeySignInRoutes: FastifyPluginAsync = async (app) => {
  const rp = relyingParty(app.config);
  const secure = app.config.publicUrl.startsWith('https://');
  const { limits } = app.config;
  const formLimit = {
    rateLimit: { max: limits.formsPerIp, timeWindow: limits.formsWindowMs },
  };
  // Failed assertions count per client address as failed passwords do; there is no account
  // to count against before a passkey is recognised.
  const limiterOptions = { max: limits.loginFailuresPerIp, windowMs: limits.loginWindowMs };
  const perAddress = app.redis
    ? createRedisAttemptLimiter(
        app.redis,
        { ...limiterOptions, prefix: `${app.config.redisKeyPrefix}login-failures:passkey` },
        (error) => {
          app.log.warn({ err: error }, 'passkey limiter could not reach Redis');
        },
      )
    : createMemoryAttemptLimiter(limiterOptions);

  // Checks an assertion against the passkey it names and the challenge it signed, and
  // records the use. Every refusal after the challenge is a failed attempt for the address.
  async function verifyAssertion(
    request: FastifyRequest,
    input: PasskeyAssertionInput,
    purpose: ChallengePurpose,
    expectedUserId: string | null,
  ): Promise<PasskeyRecord> {
    const addressKey = `ip:${request.ip}`;
    const wait = await perAddress.retryAfter(addressKey);
    if (wait > 0) throw tooManyRequests(wait);
    const { challenge, userId } = await spendChallenge(
      app.db,
      input.response.response.clientDataJSON,
      purpose,
    );
    const refuse = async (message: string) => {
      await perAddress.recordFailure(addressKey);
      return unauthorized(message);
    };
    const passkey = await findPasskey(app.db, input.response.id);
    if (!passkey) throw await refuse(MESSAGES.passkeyUnknown);
    const owner = expectedUserId ?? userId;
    if (owner !== null && passkey.userId !== owner) throw await refuse(MESSAGES.passkeyRejected);
    const handle = input.response.response.userHandle;
    if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.userId) {
      throw await refuse(MESSAGES.passkeyRejected);
    }
    try {
      const { verifyAuthenticationResponse } = await loadWebAuthn();
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        },
        // Signing in with nothing else needs the authenticator to have checked who holds it
        // (PIN, fingerprint): then the passkey is both factors. After the password (a pending
        // two-step sign-in) it is the second factor, and its presence is enough.
        requireUserVerification: !(purpose === 'sign-in' && userId !== null),
      });
      if (!verified) throw new Error('not verified');
      await recordPasskeyUse(app.db, passkey.id, {
        counter: authenticationInfo.newCounter,
        backedUp: authenticationInfo.credentialBackedUp,
      });
    } catch (error) {
      request.log.info({ err: error }, 'passkey assertion refused');
      throw await refuse(MESSAGES.passkeyRejected);
    }
    await perAddress.reset(addressKey);
    return passkey;
  }

  // The account whose password was just given, when a two-step sign-in is pending.
  async function pendingSignIn(request: FastifyRequest): Promise<string | undefined> {
    const token = request.cookies[mfaCookieName(secure)];
    return token ? findMfaChallenge(app.db, sha256(token)) : undefined;
  }

  // Discoverable: no allowCredentials, so the browser offers every passkey it holds for this
  // site and no email needs typing.
  // After a right password (the second step), only that account's passkeys are offered.
  app.post('/options', { config: formLimit }, async (request) => {
    parseOrThrow(emptyBodySchema, request.body ?? {});
    const pendingUserId = await pendingSignIn(request);
    const passkeys = pendingUserId ? await listUserPasskeys(app.db, pendingUserId) : [];
    const { generateAuthenticationOptions } = await loadWebAuthn();
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: pendingUserId ? 'preferred' : 'required',
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
    });
    await rememberChallenge(app.db, options.challenge, 'sign-in', pendingUserId ?? null);
    return options;
  });

  app.post('/verify', { config: formLimit }, async (request, reply) => {
    const input = parseOrThrow(passkeyAssertionSchema, request.body);
    const passkey = await verifyAssertion(request, input, 'sign-in', null);
    const user = await findUserById(app.db, passkey.userId);
    if (!user) throw unauthorized(MESSAGES.passkeyUnknown);
    if (user.disabledAt) {
      throw new HttpError(403, 'This account has been disabled. Please contact us for help.');
    }
    // A pending two-step sign-in is completed (or superseded) by this one.
    const mfaToken = request.cookies[mfaCookieName(secure)];
    if (mfaToken) {
      await deleteMfaChallenge(app.db, sha256(mfaToken));
      clearMfaCookie(request, reply, secure);
    }
    await app.sessions.start(request, reply, user);
    await recordLogin(app.db, user.id);
    app.csrf.issue(request, reply);
    return presentUser(user);
  });

  // Re-authentication: the signed-in account's own passkeys only.
  app.post(
    '/reauthenticate/options',
    { preHandler: app.requireUser, config: formLimit },
    async (request) => {
      parseOrThrow(emptyBodySchema, request.body ?? {});
      const user = request.user;
      if (!user) throw unauthorized();
      const passkeys = await listUserPasskeys(app.db, user.id);
      if (passkeys.length === 0) throw badRequest(MESSAGES.noPasskeys);
      const { generateAuthenticationOptions } = await loadWebAuthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'required',
        allowCredentials: passkeys.map((passkey) => ({
          id: passkey.id,
          transports: passkey.transports,
        })),
      });
      await rememberChallenge(app.db, options.challenge, 'reauthenticate', user.id);
      return options;
    },
  );

  app.post('/reauthenticate', { preHandler: app.requireUser }, async (request) => {
    const session = request.session;
    const user = request.user;
    if (!session || !user) throw unauthorized();
    const input = parseOrThrow(passkeyAssertionSchema, request.body);
    await verifyAssertion(request, input, 'reauthenticate', user.id);
    const now = new Date().toISOString();
    await markSessionAuthenticated(app.db, session.idHash, now);
    session.authenticatedAt = now;
    return { recentUntil: recentUntil(session) };
  });
};
