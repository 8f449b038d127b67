// The tests talk to real PostgreSQL, MariaDB and Redis on localhost. On this kind of machine they
// run from boot; if one is down (a restarted machine), start it the way the machine's docs say.
import { execSync, spawnSync } from 'node:child_process';

const SERVICES = [
  {
    name: 'PostgreSQL',
    port: 5432,
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  {
    name: 'MariaDB',
    port: 3306,
    start: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd',
  },
  {
    name: 'Redis',
    port: 6379,
    start:
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
];

function isListening(port) {
  const probe = `
    const s = require('node:net').connect(${port}, '127.0.0.1');
    s.on('connect', () => { s.destroy(); process.exit(0); });
    s.on('error', () => process.exit(1));
    setTimeout(() => process.exit(1), 1000);`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

export function ensureServices() {
  for (const service of SERVICES) {
    if (isListening(service.port)) continue;
    process.stdout.write(`${service.name} is not answering on 127.0.0.1:${service.port}; starting it\n`);
    try {
      execSync(service.start, { stdio: 'inherit', shell: '/bin/bash' });
    } catch {
      process.stdout.write(`Could not start ${service.name}: start it with: ${service.start}\n`);
    }
    for (let i = 0; i < 30 && !isListening(service.port); i++) execSync('sleep 1');
    if (!isListening(service.port)) {
      throw new Error(`${service.name} is required on 127.0.0.1:${service.port}; start it with: ${service.start}`);
    }
  }
}
