import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface AuthSmtp {
  port: number;
  /** Mails accepted after a successful sign-in, with the user who sent them. */
  mails: { user: string; mail: ParsedMail }[];
  /** Sign-ins refused for a wrong password. */
  refused: number;
  close(): Promise<void>;
}

/**
 * An SMTP server in the test process that requires AUTH (PLAIN or LOGIN, over the plain connection
 * of a loopback test) with one user and password, as a company relay does.
 */
export async function startAuthSmtp(user: string, password: string): Promise<AuthSmtp> {
  const state: AuthSmtp = { port: 0, mails: [], refused: 0, close: async () => {} };
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user: auth.username });
      state.refused++;
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.mails.push({ user: String(session.user ?? ''), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
