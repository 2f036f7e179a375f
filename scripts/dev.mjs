// `npm run dev`: the server with the simulator on 8080 and Vite's dev server on 5173 proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SLUICE_STATIC_DIR: '/nonexistent' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
