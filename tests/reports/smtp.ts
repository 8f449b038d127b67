import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  mails: ParsedMail[];
  /** While down, every connection is refused with a 421 (as a server under maintenance answers). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** An SMTP server in the test process on a free loopback port; every mail is parsed and kept. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (down) {
        const error = Object.assign(new Error('Service not available: the test server is down'), { responseCode: 421 });
        return callback(error);
      }
      return callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment a node reads its report settings from, pointed at the test SMTP server and the served app. */
export function reportEnv(smtpPort: number, baseUrl: string): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_STARTTLS: 'false',
    SMTP_SSL: 'false',
    SMTP_MAIL_FROM: 'reports@chartroom.test',
    WEBDRIVER_BASEURL: baseUrl,
    CHARTROOM_SCREENSHOT_TIMEOUT_S: '90',
  };
}

/** Sets env variables and returns what restores the previous values. */
export function setEnv(values: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  Object.assign(process.env, values);
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}
