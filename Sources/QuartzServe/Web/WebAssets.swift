/// The viewer's page, built into the binary (no files are read, no CDN is
/// used): `page` (HTML), `style` (CSS) and `script` (JavaScript, in
/// WebAssets+Script.swift). Not Apple API.
enum WebAssets {
    /// The HTML page: a scene list and a player with its inspector.
    static let page = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>quartz serve — OpenQuartzCore Gallery</title>
    <link rel="stylesheet" href="/app.css">
    </head>
    <body>
    <header><a href="#" id="home">OpenQuartzCore Gallery</a><span id="status"></span></header>
    <main>
    <section id="list">
      <input id="filter" type="search" placeholder="Filter scenes" aria-label="Filter scenes">
      <div id="scenes"></div>
    </section>
    <section id="player" hidden>
      <div id="stage"><canvas id="canvas" tabindex="0"></canvas></div>
      <div id="info"><h2 id="title"></h2><p id="source"></p></div>
      <div id="controls">
        <button id="play" title="Play or pause (space)">Play</button>
        <button id="back" title="Previous frame (←; shift: 10)">‹ frame</button>
        <button id="forward" title="Next frame (→; shift: 10)">frame ›</button>
        <div id="track"><input id="scrubber" type="range" min="0" max="1" step="0.001" value="0" aria-label="Time"><div id="marks"></div><div id="bars"></div></div>
        <span id="time">0.000 s</span>
        <label>speed <select id="speed">
          <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>
          <option value="1" selected>1×</option><option value="1.5">1.5×</option><option value="2">2×</option>
        </select></label>
        <label><input id="loop" type="checkbox" checked> loop</label>
      </div>
      <div id="inspector">
        <div id="tree" aria-label="Layer tree"></div>
        <div id="detail">
          <p class="hint">Pick a layer in the tree to see its values and animations.</p>
        </div>
        <div id="plotter">
          <label>Plot key path <input id="key" value="position.x" size="24"></label>
          <button id="plot">Plot</button>
          <div id="chart"></div>
        </div>
      </div>
    </section>
    </main>
    <script src="/app.js"></script>
    </body>
    </html>
    """

    /// The page's style sheet.
    static let style = """
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #f4f4f2; color: #222; }
    header { display: flex; justify-content: space-between; padding: 8px 16px; background: #222; }
    header a { color: #fff; text-decoration: none; font-weight: 600; }
    #status { color: #f99; }
    main { padding: 12px 16px; }
    #filter { width: 100%; max-width: 420px; padding: 6px; margin-bottom: 12px; }
    #scenes { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; }
    .card { background: #fff; border-radius: 6px; padding: 8px; cursor: pointer; box-shadow: 0 1px 3px #0002; }
    .card:hover { box-shadow: 0 2px 8px #0004; }
    .card img { width: 100%; aspect-ratio: 4 / 3; object-fit: contain; background: #ddd; display: block; }
    .card h3 { font-size: 14px; margin: 6px 0 2px; }
    .card p { margin: 0; font-size: 12px; color: #666; }
    #stage { background: #111; display: flex; justify-content: center; align-items: center; height: 56vh; }
    #canvas { touch-action: none; outline: none; }
    #info h2 { margin: 8px 0 0; font-size: 16px; }
    #info p { margin: 0; color: #666; font-size: 12px; }
    #controls { display: flex; align-items: center; gap: 8px; margin: 8px 0; flex-wrap: wrap; }
    #controls button { min-width: 64px; height: 30px; }
    #track { position: relative; flex: 1; min-width: 200px; }
    #scrubber { width: 100%; }
    #marks, #bars { position: relative; height: 8px; }
    .mark { position: absolute; top: 0; width: 2px; height: 8px; background: #c0392b; }
    .bar { position: absolute; height: 6px; background: #2e86de88; border-radius: 2px; }
    #time { font-variant-numeric: tabular-nums; width: 80px; }
    #inspector { display: grid; grid-template-columns: minmax(200px, 1fr) 2fr; gap: 12px; }
    #tree { background: #fff; max-height: 40vh; overflow: auto; font: 12px monospace; padding: 4px; }
    .node { cursor: pointer; white-space: nowrap; }
    .node.selected { background: #2e86de; color: #fff; }
    .node.anim::after { content: " ●"; color: #e67e22; }
    #detail { background: #fff; max-height: 40vh; overflow: auto; padding: 4px 8px; font-size: 12px; }
    #detail table { border-collapse: collapse; width: 100%; }
    #detail td, #detail th { border-bottom: 1px solid #eee; padding: 2px 4px; text-align: left; font-family: monospace; }
    #plotter { grid-column: 1 / 3; }
    #chart svg { max-width: 100%; height: auto; }
    .hint { color: #888; }
    """
}
