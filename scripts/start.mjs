// `npm start`: build the console and the server bundle if needed, then run the one server (API, websocket hub,
// console) on PORT (8080).
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
const server = spawn(process.execPath, ['dist-server/main.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
