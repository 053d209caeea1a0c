import Foundation
import OpenQuartzCore

/// Benchmarks of text: loading a face, laying out a paragraph, drawing its
/// glyphs into a bitmap context, and a static CATextLayer's per-frame cost.
@MainActor func textBenchmarks() -> [Benchmark] {
    let font = CGFont("Helvetica")!
    let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 11)  // 495 characters
    let options = TextLayout.Options(width: 300, wraps: true)
    var list: [Benchmark] = []

    let bytes = try! Data(contentsOf: BundledFace.sans.url!)
    list.append(Benchmark(name: "text.face.load.dejavuSans", unit: .usPerOp, operationsPerCall: 1) {
        benchmarkSink += Double(FontFace(data: bytes)!.numberOfGlyphs)
    })
    list.append(Benchmark(name: "text.layout.paragraph495", unit: .usPerOp, operationsPerCall: 1) {
        let layout = TextLayout(string: paragraph, font: font, fontSize: 14, options: options)
        benchmarkSink += Double(layout.lines.count)
    })

    let layout = TextLayout(string: paragraph, font: font, fontSize: 14, options: options)
    let glyphs = layout.lines.flatMap(\.glyphs)
    let positions = layout.lines.flatMap { $0.positions.map { CGPoint(x: $0.x + 10, y: 470 - $0.y) } }
    let ctx = CGContext(data: nil, width: 640, height: 480, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.setFont(font)
    ctx.setFontSize(14)
    ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
    list.append(Benchmark(name: "text.showGlyphs.paragraph495", unit: .msPerFrame, operationsPerCall: 1) {
        ctx.showGlyphs(glyphs, at: positions)
    })

    let layer = CATextLayer()
    layer.string = paragraph
    layer.isWrapped = true
    layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
    // The layout kept between calls, as the compositor keeps it between frames.
    let kept = CATextLayerLayoutCache()
    list.append(Benchmark(name: "text.layer.static.textContent", unit: .nsPerOp, operationsPerCall: 1) {
        MainActor.assumeIsolated { benchmarkSink += layer.textContent(cache: kept) == nil ? 0 : 1 }
    })
    return list
}
