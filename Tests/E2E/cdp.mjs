// A small driver for Debian's headless Chromium over the DevTools protocol
// (CDP), with no npm packages, no chromedriver and no WebSocket client: it
// starts `chromium --remote-debugging-pipe` (CDP as NUL-terminated JSON on
// the child's descriptors 3 and 4), attaches to its page and offers what a
// test needs: navigate, evaluate, wait for a condition in the page, click
// and drag with real mouse events, type text, take screenshots. Runs on
// Debian's Node 18 and later.
//
// Used by viewer.mjs (issue #18's end-to-end test and the README's picture).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = ms => new Promise(r => setTimeout(r, ms));

/** A headless Chromium with one page, driven over CDP. */
export class Browser {
  /**
   * Starts Chromium (`CHROMIUM` or `chromium` on PATH) with a window of
   * `width` × `height` CSS pixels at device pixel ratio 1, and attaches to
   * its page.
   */
  static async launch({ width = 1280, height = 960, log = () => {} } = {}) {
    const profile = mkdtempSync(join(tmpdir(), 'quartz-e2e-'));
    const exe = process.env.CHROMIUM || 'chromium';
    const chrome = spawn(exe, ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
      '--no-first-run', '--no-default-browser-check', '--force-device-scale-factor=1', '--hide-scrollbars',
      `--user-data-dir=${profile}`, '--remote-debugging-pipe', `--window-size=${width},${height}`, 'about:blank'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    let stderr = '';
    chrome.stderr.on('data', d => { stderr = (stderr + d).slice(-4000); });
    const b = new Browser(chrome, profile, log);
    try {
      const started = new Promise((_, reject) => {
        chrome.once('error', reject);
        chrome.once('exit', code => reject(new Error(`chromium exited (${code}): ${stderr}`)));
      });
      const attach = (async () => {
        let page = null;
        for (let i = 0; i < 300 && !page; i++) {
          page = (await b.call('Target.getTargets', {}, null)).targetInfos.find(t => t.type === 'page');
          if (!page) await sleep(100);
        }
        if (!page) throw new Error('chromium has no page');
        b.session = (await b.call('Target.attachToTarget', { targetId: page.targetId, flatten: true }, null)).sessionId;
      })();
      await Promise.race([attach, started]);
      chrome.removeAllListeners('exit');
      await b.call('Runtime.enable');
      await b.call('Page.enable');
      await b.call('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
      return b;
    } catch (e) {
      await b.close();
      throw e;
    }
  }

  constructor(chrome, profile, log) {
    this.chrome = chrome;
    this.profile = profile;
    this.log = log;
    this.id = 0;
    this.pending = new Map();
    this.session = null;
    this.listeners = new Set();
    /** The page's console messages and uncaught exceptions, in order. */
    this.messages = [];
    let buffered = Buffer.alloc(0);
    chrome.stdio[4].on('data', chunk => {
      buffered = Buffer.concat([buffered, chunk]);
      let end;
      while ((end = buffered.indexOf(0)) >= 0) {
        const m = JSON.parse(buffered.subarray(0, end).toString('utf8'));
        buffered = buffered.subarray(end + 1);
        this.receive(m);
      }
    });
    chrome.stdio[3].on('error', () => {});
  }

  receive(m) {
    if (m.id && this.pending.has(m.id)) {
      const { resolve, reject, method } = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error) reject(new Error(`${method}: ${m.error.message}`)); else resolve(m.result);
      return;
    }
    if (m.method === 'Runtime.consoleAPICalled') {
      const text = m.params.args.map(a => a.value ?? a.description).join(' ');
      this.messages.push('console: ' + text);
      this.log('page console: ' + text);
    } else if (m.method === 'Runtime.exceptionThrown') {
      const d = m.params.exceptionDetails;
      const text = 'exception: ' + (d.exception?.description ?? d.text);
      this.messages.push(text);
      this.log('page ' + text);
    }
    for (const f of this.listeners) f(m);
  }

  /** Sends one CDP command to the page (or, with `session` null, the browser); resolves with its result. */
  call(method, params = {}, session = this.session) {
    return new Promise((resolve, reject) => {
      const i = ++this.id;
      this.pending.set(i, { resolve, reject, method });
      const message = { id: i, method, params };
      if (session) message.sessionId = session;
      this.chrome.stdio[3].write(JSON.stringify(message) + '\0');
    });
  }

  /** Opens `url` and waits for its load event. */
  async navigate(url) {
    const loaded = new Promise(resolve => {
      const f = m => { if (m.method === 'Page.loadEventFired') { this.listeners.delete(f); resolve(); } };
      this.listeners.add(f);
    });
    await this.call('Page.navigate', { url });
    await loaded;
  }

  /** The JSON value of `expression` evaluated in the page (promises awaited). */
  async eval(expression) {
    const r = await this.call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(`in the page: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text} (${expression.slice(0, 120)})`);
    return r.result.value;
  }

  /** Waits until `expression` is truthy in the page (polled every 20 ms); its value. */
  async waitFor(expression, { timeout = 30000, what = expression } = {}) {
    const value = await this.eval(`new Promise(resolve => {
      const t0 = performance.now();
      const poll = () => {
        let v; try { v = (${expression}); } catch (e) { v = undefined; }
        if (v) resolve(v); else if (performance.now() - t0 > ${timeout}) resolve(null); else setTimeout(poll, 20);
      };
      poll();
    })`);
    if (!value) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    return value;
  }

  /** The centre of the element `selector` (scrolled into view), in CSS pixels. */
  async center(selector) {
    const r = await this.eval(`(() => { const e = document.querySelector(${JSON.stringify(selector)});
      if (!e) return null; e.scrollIntoView({ block: 'center', inline: 'center' });
      const b = e.getBoundingClientRect(); return { x: b.left, y: b.top, width: b.width, height: b.height }; })()`);
    if (!r) throw new Error(`no element ${selector}`);
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, box: r };
  }

  async mouse(type, x, y, buttons = 1) {
    await this.call('Input.dispatchMouseEvent', { type, x, y, button: type === 'mouseMoved' && !buttons ? 'none' : 'left', buttons, clickCount: 1, pointerType: 'mouse' });
  }

  /** A left click at (`x`, `y`), or at an element's centre. */
  async click(target) {
    const p = typeof target === 'string' ? await this.center(target) : target;
    await this.mouse('mouseMoved', p.x, p.y, 0);
    await this.mouse('mousePressed', p.x, p.y);
    await this.mouse('mouseReleased', p.x, p.y, 0);
  }

  /** Presses at `from`, moves to `to` in `steps` moves, releases. */
  async drag(from, to, steps = 8) {
    await this.mouse('mouseMoved', from.x, from.y, 0);
    await this.mouse('mousePressed', from.x, from.y);
    for (let i = 1; i <= steps; i++) {
      await this.mouse('mouseMoved', from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps);
      await sleep(15);
    }
    await this.mouse('mouseReleased', to.x, to.y, 0);
  }

  /** Types `text` into the focused element. */
  async type(text) { await this.call('Input.insertText', { text }); }

  /** A PNG screenshot of the viewport, as bytes. */
  async screenshot() {
    const s = await this.call('Page.captureScreenshot', { format: 'png' });
    return Buffer.from(s.data, 'base64');
  }

  /** Stops Chromium (waits for it) and removes its profile. */
  async close() {
    if (this.chrome.exitCode === null && this.chrome.signalCode === null) {
      const exited = new Promise(r => this.chrome.once('exit', r));
      this.chrome.kill('SIGKILL');
      await Promise.race([exited, sleep(5000)]);
    }
    try { rmSync(this.profile, { recursive: true, force: true }); } catch { /* still in use */ }
  }
}

export { sleep };
