import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@staffing/shared/constants';
import { emailSchema, passwordSchema } from '@staffing/shared/user-schemas';
import { hashPassword } from '../modules/users/password-hashing.ts';
import {
  findUserByEmail,
  insertUser,
  setUserPassword,
  setUserRole,
} from '../modules/users/users-repository.ts';
import { openCliDatabase } from './cli-context.ts';

// npm run admin:create -- --email E [--role admin|recruiter] [--first F --last L]
// Creates a staff account (an admin unless --role says recruiter), or gives an existing
// account that role. The password is prompted for (hidden)
// or read from standard input, never taken from the command line where `ps` would show it.

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const cleanup = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          cleanup();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          cleanup();
          reject(new Error('Cancelled.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  const first = await promptHidden('Password (input hidden): ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    first: { type: 'string', default: 'Site' },
    last: { type: 'string', default: 'Admin' },
  },
});
const email = emailSchema.safeParse(values.email ?? '');
const role = STAFF_ROLES.find((staffRole) => staffRole === values.role);
if (!email.success || !role) {
  console.error(
    'Usage: npm run admin:create -- --email you@example.com [--role admin|recruiter] [--first F --last L]',
  );
  process.exit(64);
}
const roleName = role === 'admin' ? 'an admin' : 'a recruiter';

const { handle } = await openCliDatabase();
try {
  const existing = await findUserByEmail(handle.db, email.data);
  if (existing) {
    await setUserRole(handle.db, existing.id, role);
    console.log(`${email.data} is now ${roleName}.`);
    if (!process.stdin.isTTY) {
      const password = await readPassword();
      if (password) {
        const checked = passwordSchema.parse(password);
        await setUserPassword(handle.db, existing.id, await hashPassword(checked));
        console.log('Password updated.');
      }
    }
  } else {
    const password = passwordSchema.safeParse(await readPassword());
    if (!password.success) {
      console.error(password.error.issues[0]?.message ?? 'Invalid password');
      process.exitCode = 65;
    } else {
      await insertUser(handle.db, {
        email: email.data,
        firstName: values.first,
        lastName: values.last,
        passwordHash: await hashPassword(password.data),
        role,
      });
      console.log(`${role === 'admin' ? 'Admin' : 'Recruiter'} ${email.data} created.`);
    }
  }
} finally {
  await handle.destroy();
}
