import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '@staffing/shared/messages';
import { addPasskeySchema, renamePasskeySchema } from '@staffing/shared/passkey-schemas';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { emptyBodySchema, parseOrThrow } from '../../lib/validate.ts';
import { requireRecentAuthentication } from '../auth/recent-authentication.ts';
import { secondFactorMethods } from '../auth/second-factors.ts';
import { presentPasskey } from './passkey-presenter.ts';
import {
  countUserPasskeys,
  deleteUserPasskey,
  insertPasskey,
  listUserPasskeys,
  renameUserPasskey,
} from './passkeys-repository.ts';
import { rememberChallenge, relyingParty, spendChallenge } from './relying-party.ts';
import { loadWebAuthn } from './webauthn-library.ts';

// The account's own passkeys: add, list, rename, remove. Registered under /api/users, open to
// every account (job seekers too).
export const passkeyAccountRoutes: FastifyPluginAsync = async (app) => {
  const rp = relyingParty(app.config);
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };
  const signedIn = (request: { user: { id: string } | null }) => {
    if (!request.user) throw unauthorized();
    return request.user;
  };

  app.get('/me/passkeys', { preHandler: app.requireUser }, async (request, reply) => {
    const user = signedIn(request);
    void reply.header('cache-control', 'private, no-store');
    return (await listUserPasskeys(app.db, user.id)).map(presentPasskey);
  });

  app.post(
    '/me/passkeys/options',
    { preHandler: app.requireUser, config: formLimit },
    async (request) => {
      parseOrThrow(emptyBodySchema, request.body ?? {});
      const user = request.user;
      if (!user) throw unauthorized();
      // A passkey is a way in that outlives any session: whoever holds a stolen or
      // forgotten-open session must not be able to add their own.
      await requireRecentAuthentication(request);
      const existing = await listUserPasskeys(app.db, user.id);
      const { generateRegistrationOptions } = await loadWebAuthn();
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`,
        // The user handle an authenticator returns on a discoverable sign-in: the account id,
        // which is no secret and names nothing personal.
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.id,
          transports: passkey.transports,
        })),
        // Discoverable, so signing in needs no email; verification (PIN, fingerprint) where
        // the authenticator can, which makes the passkey both factors at once.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        // EdDSA, ES256, RS256: what authenticators ship; the library would add post-quantum
        // ML-DSA where Node has it, which is still experimental there.
        supportedAlgorithmIDs: [-8, -7, -257],
      });
      await rememberChallenge(app.db, options.challenge, 'register', user.id);
      return options;
    },
  );

  app.post(
    '/me/passkeys',
    { preHandler: app.requireUser, config: formLimit },
    async (request, reply) => {
      const user = signedIn(request);
      const input = parseOrThrow(addPasskeySchema, request.body);
      await requireRecentAuthentication(request);
      const { challenge, userId } = await spendChallenge(
        app.db,
        input.response.response.clientDataJSON,
        'register',
      );
      if (userId !== user.id) throw badRequest(MESSAGES.passkeyChallengeExpired);
      let verification;
      try {
        const { verifyRegistrationResponse } = await loadWebAuthn();
        verification = await verifyRegistrationResponse({
          // The shared schema checked the outer shape; the verifier checks the rest.
          response: input.response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: false,
        });
      } catch (error) {
        request.log.info({ err: error }, 'passkey registration refused');
        throw badRequest(MESSAGES.passkeyRejected);
      }
      if (!verification.verified) throw badRequest(MESSAGES.passkeyRejected);
      const info = verification.registrationInfo;
      try {
        const passkey = await insertPasskey(app.db, {
          id: info.credential.id,
          userId: user.id,
          name: input.name,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? input.response.response.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
        });
        return await reply.code(201).send(presentPasskey(passkey));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.passkeyAlreadyAdded);
        throw error;
      }
    },
  );

  app.patch('/me/passkeys/:id', { preHandler: app.requireUser }, async (request, reply) => {
    const user = signedIn(request);
    const { id } = request.params as { id: string };
    const input = parseOrThrow(renamePasskeySchema, request.body);
    if (!(await renameUserPasskey(app.db, user.id, id, input.name))) {
      throw notFound(MESSAGES.passkeyNotFound);
    }
    return reply.code(204).send();
  });

  app.delete('/me/passkeys/:id', { preHandler: app.requireUser }, async (request, reply) => {
    const user = signedIn(request);
    const { id } = request.params as { id: string };
    const passkeys = await listUserPasskeys(app.db, user.id);
    if (!passkeys.some((passkey) => passkey.id === id)) throw notFound(MESSAGES.passkeyNotFound);
    // Taking away an account's last second factor is what someone holding a stolen session
    // would do first: it needs a fresh proof of who is asking.
    if ((await countSecondFactors(user.id)) <= 1) await requireRecentAuthentication(request);
    await deleteUserPasskey(app.db, user.id, id);
    return reply.code(204).send();
  });

  // Each passkey counts; an authenticator app (with its recovery codes) counts once.
  async function countSecondFactors(userId: string): Promise<number> {
    const methods = await secondFactorMethods(app.db, userId);
    return (await countUserPasskeys(app.db, userId)) + (methods.includes('totp') ? 1 : 0);
  }
};
