import ArgumentParser
import Foundation
import Gallery

/// `quartz`: renders the Gallery's scenes to images and videos.
@main
struct Quartz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quartz",
        abstract: "Render OpenQuartzCore's Gallery of Core Animation demos to GIF, APNG, PNG, MP4 or frames.",
        discussion: "Without a subcommand, renders the showcase to quartz-output/showcase.gif.",
        subcommands: [List.self, Render.self, Snapshot.self, Plot.self, Serve.self, Worker.self]
    )

    func run() throws {
        try MainActor.assumeIsolated {
            let job = try RenderJob(sceneName: "showcase", output: nil, format: nil, fps: 30,
                                    size: nil, scale: nil, from: nil, to: nil)
            try job.run()
        }
    }
}

/// `quartz list`: every scene with its source, duration and summary.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenes.")

    func run() {
        let scenes = Gallery.scenes
        let nameWidth = scenes.map(\.name.count).max() ?? 0
        for s in scenes {
            let name = s.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let duration = String(format: "%5.2f s", s.duration)
            print("\(name)  \(duration)  \(s.summary)")
            print(String(repeating: " ", count: nameWidth + 11) + "from \(s.source)")
        }
    }
}

/// `quartz render SCENE`: a scene's frames to a file.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render a scene to an animated image, a video or frames.")

    @Argument(help: "The scene's name (see `quartz list`), or a Lottie file (FILE.json, or a dotLottie archive FILE.lottie).")
    var scene: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "Output file (default: quartz-output/SCENE.gif).")
    var file: String?

    @Option(help: "gif, apng, png, mp4, webm or frames (default: from the output's extension).")
    var format: String?

    @Option(help: "Frames per second.")
    var fps: Double = 30

    @OptionGroup var output: OutputSize

    @Option(help: "A dotLottie archive's animation id (default: the manifest's activeAnimationId, else its first).")
    var animation: String?

    @Option(help: "Start time in seconds.")
    var from: Double?

    @Option(help: "End time in seconds (default: the scene's duration).")
    var to: Double?

    func run() throws {
        try MainActor.assumeIsolated {
            let job = try RenderJob(sceneName: scene, animationID: animation, output: file, format: format, fps: fps,
                                    size: output.size, scale: output.scale, from: from, to: to)
            try job.run()
        }
    }
}

/// `quartz snapshot SCENE --at T` (or `--progress P`, or `--frame N` for a Lottie file): one PNG.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render one frame of a scene to a PNG.")

    @Argument(help: "The scene's name (see `quartz list`), or a Lottie file (FILE.json, or a dotLottie archive FILE.lottie).")
    var scene: String

    @Option(help: "Scene time in seconds.")
    var at: Double?

    @Option(help: "Progress through the scene, 0…1 (a Lottie file shows frame ip + p × (op − ip)).")
    var progress: Double?

    @Option(help: "A Lottie file's frame (fractional frames interpolate).")
    var frame: Double?

    @Option(help: "A dotLottie archive's animation id (default: the manifest's activeAnimationId, else its first).")
    var animation: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "Output file (default: quartz-output/SCENE@T.png).")
    var file: String?

    @OptionGroup var output: OutputSize

    func run() throws {
        try MainActor.assumeIsolated {
            try SnapshotJob(sceneName: scene, animationID: animation, at: at, progress: progress, frame: frame, output: file,
                            size: output.size, scale: output.scale).run()
        }
    }
}

/// The output size options shared by `render` and `snapshot`.
struct OutputSize: ParsableArguments {
    @Option(help: "Output size in points, WxH (default: the scene's canvas; other sizes fit it inside).")
    var size: String?

    @Option(help: "Pixels per point (default: the scene's).")
    var scale: Double?
}
