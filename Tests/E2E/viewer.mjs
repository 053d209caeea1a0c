// Issue #18's end-to-end run of `quartz serve` in a real headless Chromium,
// as a person uses it: the mouse picks a scene from the list, the player
// plays, the Pause button pauses, the scrubber is dragged to a time; then
// the canvas is read back through the page (getImageData at device pixel
// ratio 1) for the caller to compare with `quartz snapshot` at that time.
//
//   node Tests/E2E/viewer.mjs check --quartz .build/debug/quartz --out DIR [--scene NAME]
//     writes DIR/result.json (times seen, the canvas's size, the scrubbed
//     time) and DIR/canvas.rgba (the canvas's RGBA bytes, straight alpha)
//   node Tests/E2E/viewer.mjs shot --quartz .build/debug/quartz --out docs/viewer.png [--scene NAME]
//     a screenshot of a scene playing with the inspector open
//
// Starts its own `quartz serve --port 0` and Chromium; stops both (also on
// SIGTERM, and after --timeout seconds, 240 by default). Exits 0
// when the run went through (the pixels are judged by the caller), 1 with
// the reason on standard error otherwise. QuartzServeTests'
// `ViewerEndToEndTests` runs `check` and compares.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Browser, sleep } from './cdp.mjs';

const args = process.argv.slice(2);
const mode = args[0];
const option = (name, fallback) => { const i = args.indexOf('--' + name); return i > 0 ? args[i + 1] : fallback; };
const quartz = option('quartz', '.build/debug/quartz');
const out = option('out', mode === 'shot' ? 'docs/viewer.png' : '.build/e2e');
const scene = option('scene', mode === 'shot' ? 'showcase' : 'implicit-arrow');
const log = text => process.stderr.write(`[viewer.mjs ${((performance.now()) / 1000).toFixed(1)} s] ${text}\n`);

/** Starts `quartz serve --port 0`; resolves with the process and its address. */
function serve() {
  return new Promise((resolve, reject) => {
    const server = spawn(quartz, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    const timer = setTimeout(() => reject(new Error('quartz serve printed no address within 60 s')), 60000);
    server.on('error', e => { clearTimeout(timer); reject(e); });
    server.on('exit', code => { clearTimeout(timer); reject(new Error(`quartz serve exited (${code}) before serving: ${text}`)); });
    server.stdout.on('data', d => {
      text += d;
      const m = text.match(/http:\/\/([0-9.]+):(\d+)\//);
      if (m) { clearTimeout(timer); server.removeAllListeners('exit'); resolve({ server, url: `http://${m[1]}:${m[2]}/` }); }
    });
  });
}

/** The page's list, filtered by typing, and a click on the scene's card. */
async function pickScene(b, name) {
  await b.waitFor(`document.querySelectorAll('#scenes .card').length > 0`, { what: 'the scene list' });
  await b.click('#filter');
  await b.type(name);
  const index = await b.waitFor(`(() => { const cards = [...document.querySelectorAll('#scenes .card')];
    const i = cards.findIndex(c => c.querySelector('p').textContent.startsWith(${JSON.stringify(name + ' ·')})); return i >= 0 ? i + 1 : 0; })()`,
  { what: `the card of ${name}` });
  await b.click(`#scenes .card:nth-child(${index})`);
  await b.waitFor(`opened && opened.scene === ${JSON.stringify(name)} && !$('#player').hidden`, { what: `the player of ${name}` });
}

/** The scene times shown over `ms` milliseconds, sampled every 100 ms. */
async function watch(b, ms) {
  const times = [];
  for (let t = 0; t < ms; t += 100) { times.push(await b.eval('shown')); await sleep(100); }
  return times;
}

async function check(b) {
  await pickScene(b, scene);
  await b.waitFor(`$('#play').textContent === 'Pause'`, { what: 'playback to start' });
  const played = await watch(b, 1500);
  log(`playing: ${played.map(t => t.toFixed(3)).join(' ')}`);
  await b.click('#play');
  await b.waitFor(`$('#play').textContent === 'Play'`, { what: 'the pause' });
  await sleep(300);
  const paused = await watch(b, 600);
  log(`paused: ${paused.map(t => t.toFixed(3)).join(' ')}`);
  // Drag the scrubber's thumb along the track, from 20 % to 62 % of it.
  const track = (await b.center('#scrubber')).box;
  const at = f => ({ x: track.x + track.width * f, y: track.y + track.height / 2 });
  await b.drag(at(0.2), at(0.62));
  const scrubbed = await b.eval(`Number($('#scrubber').value)`);
  await b.waitFor(`shown === ${scrubbed}`, { what: `the frame at ${scrubbed} s` });
  await b.eval('chain.then(() => true)');
  await sleep(300);          // nothing more may arrive: the player is paused
  const page = await b.eval(`(() => {
    const c = $('#canvas'), d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let s = ''; for (let i = 0; i < d.length; i += 0x8000) s += String.fromCharCode.apply(null, d.subarray(i, i + 0x8000));
    return { time: shown, width: c.width, height: c.height, pointWidth: opened.pointWidth, pointHeight: opened.pointHeight,
             scale: window.devicePixelRatio, cssWidth: c.getBoundingClientRect().width, playing, pixels: btoa(s) };
  })()`);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'canvas.rgba'), Buffer.from(page.pixels, 'base64'));
  delete page.pixels;
  const result = { scene, scrubbed, ...page, played, paused, messages: b.messages };
  writeFileSync(join(out, 'result.json'), JSON.stringify(result, null, 1));
  log(`scrubbed to ${scrubbed} s; canvas ${page.width} × ${page.height} → ${join(out, 'canvas.rgba')}`);
}

async function shot(b) {
  await pickScene(b, scene);
  await b.waitFor(`$('#play').textContent === 'Pause'`, { what: 'playback to start' });
  await b.waitFor(`document.querySelectorAll('#tree .node.anim').length > 0`, { what: 'the inspector tree' });
  const pick = option('layer', '');
  await b.click(pick ? `#tree .node[data-path="${pick}"]` : '#tree .node.anim');
  await b.waitFor(`document.querySelectorAll('#detail table').length > 0`, { what: 'the layer detail' });
  const key = option('key', '');
  if (key) {
    await b.eval(`$('#key').value = ''`);
    await b.click('#key');
    await b.type(key);
    await b.click('#plot');
    await b.waitFor(`$('#chart svg')`, { what: 'the plot' });
  }
  await sleep(Number(option('wait', '1200')));
  await b.eval('window.scrollTo(0, 0)');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, await b.screenshot());
  log(`screenshot → ${out}`);
}

let server = null, browser = null, failed = false;
/** Stops Chromium and the server (waiting for both), once. */
let stopping = null;
const stop = () => stopping ??= (async () => {
  await browser?.close();
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise(r => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(10000)]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }
})();
// Stopped from outside (a test's timeout) or taking too long: clean up first.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { process.stderr.write(`viewer.mjs: ${signal}\n`); stop().then(() => process.exit(1)); });
const limit = setTimeout(() => { process.stderr.write('viewer.mjs: gave up after the time limit\n'); stop().then(() => process.exit(1)); },
  Number(option('timeout', '240')) * 1000);
try {
  if (mode !== 'check' && mode !== 'shot') throw new Error('usage: viewer.mjs check|shot --quartz PATH --out PATH [--scene NAME]');
  const s = await serve();
  server = s.server;
  log(`quartz serve at ${s.url}`);
  browser = await Browser.launch({ width: 1280, height: Number(option('height', '960')), log });
  await browser.navigate(s.url);
  await (mode === 'check' ? check(browser) : shot(browser));
} catch (e) {
  failed = true;
  process.stderr.write(`viewer.mjs: ${e.message}\n`);
  if (browser) for (const m of browser.messages) process.stderr.write(`  ${m}\n`);
} finally {
  clearTimeout(limit);
  await stop();
}
process.exit(failed ? 1 : 0);
