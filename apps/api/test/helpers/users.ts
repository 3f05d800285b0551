import type { FastifyInstance } from 'fastify';
import type { UserRole } from '@staffing/shared/constants';
import { hashPassword } from '../../src/modules/users/password-hashing.ts';
import { insertUser } from '../../src/modules/users/users-repository.ts';
import { TestClient } from './test-client.ts';

let counter = 0;

// Argon2id at the production cost (19 MiB, two passes) takes tens of milliseconds a hash, and
// most files create many users with the same password: each distinct password is hashed once
// per file. Signing in still verifies it at full cost.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createUser(
  app: FastifyInstance,
  options: { role?: UserRole; password?: string; email?: string; firstName?: string } = {},
) {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = options.password ?? 'correct horse battery';
  const id = await insertUser(app.db, {
    email,
    firstName: options.firstName ?? 'Test',
    lastName: `User${counter}`,
    passwordHash: await hashOnce(password),
    role: options.role ?? 'user',
  });
  return { id, email, password };
}

// A client already logged in as a new user of the given role.
export async function loggedInClient(app: FastifyInstance, role: UserRole = 'user') {
  const user = await createUser(app, { role });
  const client = new TestClient(app);
  const response = await client.post('/api/users/login', {
    email: user.email,
    password: user.password,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { client, user };
}
