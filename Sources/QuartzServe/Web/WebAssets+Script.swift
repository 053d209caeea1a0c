extension WebAssets {
    /// The page's script: the scene list, the player (frames, controls,
    /// keyboard, pointer input) and the inspector (refreshed twice a second
    /// while playing). Frames are applied in order and each is acknowledged
    /// once drawn (the server's flow control).
    static let script = #"""
    'use strict';
    const $ = s => document.querySelector(s);
    const el = (tag, props = {}, ...kids) => { const e = Object.assign(document.createElement(tag), props); e.append(...kids); return e; };
    let scenes = [], ws = null, opened = null, playing = false, shown = 0, selected = '/', chain = Promise.resolve();
    const canvas = $('#canvas'), ctx = canvas.getContext('2d');

    function status(text) { $('#status').textContent = text || ''; }
    function send(msg) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg)); }

    async function loadList() {
      scenes = await (await fetch('/api/scenes')).json();
      renderList();
    }
    function renderList() {
      const f = $('#filter').value.toLowerCase(), box = $('#scenes');
      box.replaceChildren(...scenes.filter(s => !f || (s.name + s.title + s.source).toLowerCase().includes(f)).map(s =>
        el('div', { className: 'card', onclick: () => { location.hash = 'scene=' + s.name; } },
          el('img', { src: '/api/poster/' + s.name + '.png', loading: 'lazy', alt: s.title }),
          el('h3', { textContent: s.title }),
          el('p', { textContent: s.name + ' · ' + s.duration.toFixed(2) + ' s' }),
          el('p', { textContent: s.source }))));
    }

    function route() {
      const m = location.hash.match(/scene=([a-z0-9-]+)/);
      if (ws) { ws.onclose = null; ws.close(); ws = null; }
      opened = null;
      if (!m) { $('#player').hidden = true; $('#list').hidden = false; return; }
      const scene = scenes.find(s => s.name === m[1]);
      if (!scene) { status('unknown scene ' + m[1]); return; }
      $('#list').hidden = true; $('#player').hidden = false;
      $('#title').textContent = scene.title; $('#source').textContent = scene.source + ' — ' + scene.summary;
      openPlayer(scene);
    }

    function openPlayer(scene) {
      const stage = $('#stage').getBoundingClientRect();
      const k = Math.min(stage.width / scene.width, stage.height / scene.height);
      const w = Math.max(1, Math.floor(scene.width * k)), h = Math.max(1, Math.floor(scene.height * k));
      canvas.style.width = w + 'px'; canvas.style.height = h + 'px';
      ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
      ws.binaryType = 'arraybuffer';
      ws.onopen = () => { send({ op: 'open', scene: scene.name, width: w, height: h, scale: window.devicePixelRatio || 1 }); status(''); };
      ws.onclose = () => status('disconnected');
      ws.onmessage = ev => {
        if (typeof ev.data === 'string') return onText(JSON.parse(ev.data));
        const buf = ev.data;
        chain = chain.then(() => applyFrame(buf)).catch(e => status('frame: ' + e));
      };
    }

    function onText(m) {
      if (m.type === 'opened') {
        opened = m; canvas.width = m.width; canvas.height = m.height;
        $('#scrubber').max = m.duration;
        $('#marks').replaceChildren(...m.checkpoints.map(c => el('div', { className: 'mark', title: c.time + ' s: ' + c.label,
          style: 'left:' + (100 * c.time / Math.max(m.duration, 1e-6)) + '%' })));
        send({ op: 'play' });
        inspect();
      } else if (m.type === 'state') {
        playing = m.playing; $('#play').textContent = playing ? 'Pause' : 'Play';
        $('#loop').checked = m.loop;
        if (!playing) inspect();
      } else if (m.type === 'inspect') showInspect(m);
      else if (m.type === 'plot') $('#chart').innerHTML = m.svg;
      else if (m.type === 'error') status(m.message);
    }

    async function inflate(bytes) {
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
      return new Uint8Array(await new Response(stream).arrayBuffer());
    }

    async function applyFrame(buf) {
      const v = new DataView(buf), flags = v.getUint8(1), n = v.getUint16(2, true), number = v.getUint32(4, true);
      const time = v.getFloat64(8, true), width = v.getUint16(16, true), height = v.getUint16(18, true);
      if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
      let offset = 20 + 12 * n;
      for (let i = 0; i < n; i++) {
        const e = 20 + 12 * i, x = v.getUint16(e, true), y = v.getUint16(e + 2, true);
        const w = v.getUint16(e + 4, true), h = v.getUint16(e + 6, true), len = v.getUint32(e + 8, true);
        let px = new Uint8Array(buf, offset, len); offset += len;
        px = (flags & 1) ? await inflate(px) : new Uint8Array(px);
        for (let p = 0; p < px.length; p += 4) {       // premultiplied → straight alpha
          const a = px[p + 3];
          if (a !== 255 && a !== 0) { px[p] = px[p] * 255 / a; px[p + 1] = px[p + 1] * 255 / a; px[p + 2] = px[p + 2] * 255 / a; }
        }
        ctx.putImageData(new ImageData(new Uint8ClampedArray(px.buffer, px.byteOffset, px.length), w, h), x, y);
      }
      shown = time;
      $('#time').textContent = time.toFixed(3) + ' s';
      if (document.activeElement !== $('#scrubber')) $('#scrubber').value = time;
      send({ op: 'ack', frame: number });
    }

    function inspect() { send({ op: 'inspect', layer: selected }); }

    function showInspect(m) {
      $('#tree').replaceChildren(...m.layers.map(n => { const e = el('div', {
        className: 'node' + (n.path === selected ? ' selected' : '') + (n.animated ? ' anim' : ''),
        style: 'padding-left:' + (n.depth * 12) + 'px',
        textContent: n.kind + (n.view ? ' (' + n.view + ')' : '') + (n.name ? ' "' + n.name + '"' : '') + ' ' + n.path + (n.hidden ? ' hidden' : ''),
        onclick: () => { selected = n.path; inspect(); } }); e.dataset.path = n.path; return e; }));
      if (m.truncated) $('#tree').append(el('div', { className: 'hint', textContent: '… more layers' }));
      const d = m.selected, box = $('#detail'), bars = $('#bars');
      bars.replaceChildren();
      if (!d) { box.replaceChildren(el('p', { className: 'hint', textContent: 'No layer at ' + selected })); return; }
      const values = el('table', {}, el('tr', {}, el('th', { textContent: 'key' }), el('th', { textContent: 'model' }), el('th', { textContent: 'presentation @ ' + m.time.toFixed(3) + ' s' })),
        ...d.values.map(r => el('tr', {}, el('td', { textContent: r.key }), el('td', { textContent: r.model }), el('td', { textContent: r.presentation }))));
      const anims = el('table', {}, el('tr', {}, ...['key', 'class', 'keyPath', 'begin', 'duration', 'speed', 'repeat', 'fill', 'autoreverses'].map(t => el('th', { textContent: t }))),
        ...d.animations.map(a => el('tr', {}, ...[a.key ?? '—', a.kind, a.keyPath ?? '', a.begin == null ? '—' : a.begin.toFixed(3),
          a.duration, a.speed, a.repeatCount == null ? '∞' : a.repeatCount, a.fillMode, a.autoreverses].map(t => el('td', { textContent: String(t) })))));
      box.replaceChildren(el('h4', { textContent: d.node.kind + ' ' + d.node.path }), values, el('h4', { textContent: 'Animations' }), anims);
      if (opened) for (const a of d.animations) {
        if (a.begin == null) continue;
        const reps = a.repeatCount == null ? 1e9 : Math.max(1, a.repeatCount), len = a.duration * reps * (a.autoreverses ? 2 : 1) / Math.max(Math.abs(a.speed), 1e-9);
        const from = Math.max(0, a.begin), to = Math.min(opened.duration, a.begin + len);
        if (to > from) bars.append(el('div', { className: 'bar', title: (a.key ?? '') + ' ' + (a.keyPath ?? ''),
          style: 'left:' + (100 * from / opened.duration) + '%;width:' + (100 * (to - from) / opened.duration) + '%' }));
      }
    }

    const toggle = () => send({ op: playing ? 'pause' : 'play' });
    const step = n => send({ op: 'step', frames: n });
    $('#play').onclick = toggle;
    $('#back').onclick = () => step(-1);
    $('#forward').onclick = () => step(1);
    $('#scrubber').oninput = e => send({ op: 'seek', time: Number(e.target.value) });
    $('#speed').onchange = e => send({ op: 'speed', speed: Number(e.target.value) });
    $('#loop').onchange = e => send({ op: 'loop', loop: e.target.checked });
    $('#plot').onclick = () => send({ op: 'plot', key: $('#key').value, layer: selected });
    $('#filter').oninput = renderList;
    document.addEventListener('keydown', e => {
      if ($('#player').hidden || e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
      if (e.key === ' ') { toggle(); e.preventDefault(); }
      else if (e.key === 'ArrowLeft') { step(e.shiftKey ? -10 : -1); e.preventDefault(); }
      else if (e.key === 'ArrowRight') { step(e.shiftKey ? 10 : 1); e.preventDefault(); }
    });
    for (const [type, phase] of [['pointerdown', 'down'], ['pointermove', 'move'], ['pointerup', 'up'], ['pointercancel', 'cancel']]) {
      canvas.addEventListener(type, e => {
        if (phase === 'move' && e.buttons === 0) return;
        if (phase === 'down') canvas.setPointerCapture(e.pointerId);
        const r = canvas.getBoundingClientRect();
        send({ op: 'touch', phase, x: e.clientX - r.left, y: e.clientY - r.top, finger: e.pointerId });
      });
    }
    // While playing, the inspector follows the frames twice a second.
    setInterval(() => { if (opened && playing && !document.hidden) inspect(); }, 500);
    window.addEventListener('hashchange', route);
    loadList().then(route).catch(e => status('could not load the scene list: ' + e));
    """#
}
