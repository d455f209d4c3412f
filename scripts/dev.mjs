// `npm run dev`: the API in watch mode on :3000 and Vite on :5173 (it proxies /api to the API).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@canvas/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@canvas/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
