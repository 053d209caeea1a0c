// Issue #18's speed goal for `quartz serve`: a scene streamed at 1280 × 720
// to one local client — frames per second delivered, the CPU time per frame
// of the server and of the scene's render worker (process CPU time from
// /proc, which a loaded machine disturbs less than wall time), bytes per
// frame, and the time from `open` to the first frame.
//
//   swift build -c release --product quartz
//   node --experimental-websocket Benchmarks/serve-speed.mjs .build/release/quartz showcase implicit-arrow
//
// Options (after the scenes): --seconds N (5), --size WxH (1280x720),
// --compress (zlib frames). Node 22+ needs no flag. The client only counts
// and acknowledges frames (it does not decode them), as fast as a page
// that draws them at once.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf('--' + name); return i >= 0 ? (args.splice(i, 2)[1] ?? fallback) : fallback; };
const seconds = Number(flag('seconds', '5'));
const [width, height] = flag('size', '1280x720').split('x').map(Number);
const compress = args.includes('--compress') ? (args.splice(args.indexOf('--compress'), 1), true) : false;
const [quartz, ...scenes] = args;
if (!quartz || scenes.length === 0) { console.error('usage: serve-speed.mjs QUARTZ SCENE… [--seconds N] [--size WxH] [--compress]'); process.exit(2); }
if (typeof WebSocket !== 'function') { console.error('needs WebSocket: node --experimental-websocket (Node 20–21) or Node 22+'); process.exit(2); }

const sleep = ms => new Promise(r => setTimeout(r, ms));
const ticks = 100;  // USER_HZ: /proc's clock ticks per second on Linux
/** User + system CPU seconds of process `pid`. */
function cpu(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / ticks;
}
/** The children of `pid`. */
function children(pid) {
  return readdirSync('/proc').filter(d => /^\d+$/.test(d)).filter(d => {
    try { const s = readFileSync(`/proc/${d}/stat`, 'utf8'); return Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[1]) === pid; } catch { return false; }
  }).map(Number);
}

const server = spawn(quartz, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve, reject) => {
  let text = '';
  server.stdout.on('data', d => { text += d; const m = text.match(/http:\/\/([0-9.]+:\d+)\//); if (m) resolve(m[1]); });
  server.on('exit', c => reject(new Error('quartz serve exited ' + c)));
});

console.log(`# ${new Date().toISOString()}  load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}  ${width}×${height}${compress ? ' zlib' : ''}, ${seconds} s each`);
for (const scene of scenes) {
  const ws = new WebSocket(`ws://${url}/ws`);
  ws.binaryType = 'arraybuffer';
  await new Promise((r, j) => { ws.onopen = r; ws.onerror = j; });
  let frames = 0, bytes = 0, first = null, playing = false, started = 0, opened = 0, lastTime = 0, keyBytes = 0;
  let done;
  const finished = new Promise(r => { done = r; });
  ws.onmessage = ev => {
    if (typeof ev.data === 'string') {
      const m = JSON.parse(ev.data);
      if (m.type === 'error') console.error(scene, 'error:', m.message);
      return;
    }
    const v = new DataView(ev.data), number = v.getUint32(4, true);
    ws.send(JSON.stringify({ op: 'ack', frame: number }));
    if (first === null) { first = performance.now() - opened; keyBytes = ev.data.byteLength; return; }
    if (!playing) return;
    frames++; bytes += ev.data.byteLength; lastTime = v.getFloat64(8, true);
    if (performance.now() - started >= seconds * 1000) done();
  };
  opened = performance.now();
  ws.send(JSON.stringify({ op: 'open', scene, width, height, scale: 1, compress }));
  while (first === null) await sleep(1);
  const worker = children(server.pid)
    .filter(pid => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker'))
    .sort((a, b) => b - a)[0];
  const cpu0 = { server: cpu(server.pid), worker: cpu(worker), client: process.cpuUsage() };
  started = performance.now();
  playing = true;
  ws.send(JSON.stringify({ op: 'play' }));
  await Promise.race([finished, sleep(seconds * 1000 + 30000)]);
  const wall = (performance.now() - started) / 1000;
  const used = { server: cpu(server.pid) - cpu0.server, worker: cpu(worker) - cpu0.worker };
  const client = process.cpuUsage(cpu0.client);
  ws.send(JSON.stringify({ op: 'pause' }));
  ws.close();
  const ms = s => (1000 * s / Math.max(frames, 1)).toFixed(2);
  console.log(`${scene}: first frame ${first.toFixed(0)} ms after open (${(keyBytes / 1024).toFixed(0)} KiB); `
    + `${frames} frames in ${wall.toFixed(2)} s = ${(frames / wall).toFixed(1)} frames/s (scene time reached ${lastTime.toFixed(2)} s); `
    + `${(bytes / Math.max(frames, 1) / 1024).toFixed(0)} KiB a frame; CPU per frame: worker ${ms(used.worker)} ms, server ${ms(used.server)} ms, `
    + `client ${((client.user + client.system) / 1000 / Math.max(frames, 1)).toFixed(2)} ms`);
  await sleep(500);
}
server.kill('SIGTERM');
await new Promise(r => server.once('exit', r));
process.exit(0);
