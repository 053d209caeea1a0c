// Drives Debian's headless Chromium over the DevTools protocol (no driver
// needed): opens URL, waits WAIT ms, prints the page's console messages and
// exceptions, evaluates EXPR in the page (its JSON value is printed) and
// saves a screenshot. Node 20 (`--experimental-websocket`) or later.
//
//   quartz serve --port 8765 &
//   node --experimental-websocket Tests/E2E/cdp.mjs \
//     'http://127.0.0.1:8765/#scene=implicit-arrow' 5000 viewer.png \
//     "document.querySelector('#time').textContent"
//
// The start of issue #18's end-to-end test (not yet run by CI): a plain
// `chromium --screenshot` shoots before the WebSocket's frames arrive.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [url, wait = '5000', shot = 'viewer.png', expr = 'document.title', port = '9333'] = process.argv.slice(2);
const chrome = spawn('chromium', ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`,
  '--window-size=1280,1100', 'about:blank'], { stdio: 'ignore' });
const sleep = ms => new Promise(r => setTimeout(r, ms));
let targets = [];
for (let i = 0; i < 100 && !targets.some(t => t.type === 'page'); i++) {
  try { targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json(); } catch { await sleep(200); }
}
const page = targets.find(t => t.type === 'page');
if (!page) { console.error('chromium did not start'); chrome.kill(); process.exit(1); }
const ws = new WebSocket(page.webSocketDebuggerUrl);
let id = 0;
const pending = new Map();
const call = (method, params = {}) => new Promise(res => { const i = ++id; pending.set(i, res); ws.send(JSON.stringify({ id: i, method, params })); });
ws.onmessage = ev => {
  const m = JSON.parse(ev.data);
  if (m.id && pending.has(m.id)) { pending.get(m.id)(m.result ?? m.error); pending.delete(m.id); }
  else if (m.method === 'Runtime.consoleAPICalled') console.log('console:', m.params.args.map(a => a.value ?? a.description).join(' '));
  else if (m.method === 'Runtime.exceptionThrown') console.log('exception:', JSON.stringify(m.params.exceptionDetails).slice(0, 400));
};
await new Promise(r => { ws.onopen = r; });
await call('Runtime.enable');
await call('Page.enable');
await call('Page.navigate', { url });
await sleep(Number(wait));
const r = await call('Runtime.evaluate', { expression: expr, returnByValue: true, awaitPromise: true });
console.log('eval:', JSON.stringify(r.result?.value ?? r));
const s = await call('Page.captureScreenshot', { format: 'png' });
writeFileSync(shot, Buffer.from(s.data, 'base64'));
chrome.kill();
process.exit(0);
