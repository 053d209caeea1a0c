// swift-tools-version: 6.1
//
// OpenQuartzCore — Apple's animation stack (Core Animation, the animation half
// of UIKit and the Core Graphics slice they need) for Linux, in Swift.
//
// Modules are added when they get real content; see ARCHITECTURE.md in shared/
// for the intended map (Raster, Codecs, OpenCoreGraphics, OpenQuartzCore,
// Physics2D, OpenUIKit, Gallery, quartz).

import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "OpenQuartzCore",
    products: [
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "LottiePlayback", targets: ["LottiePlayback"]),
        .executable(name: "quartz", targets: ["quartz"]),
        .executable(name: "quartz-bench", targets: ["quartz-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `quartz serve`: the HTTP and WebSocket server (QuartzServe). The
        // default traits are off: they only add swift-configuration readers
        // and full-Foundation form coding, which the server does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        .target(
            name: "Raster",
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(
            name: "Codecs",
            dependencies: ["CZlib", "Raster"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenCoreGraphics",
            dependencies: ["Raster", "CFreeType"],
            resources: [.copy("Resources/Fonts")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenQuartzCore",
            dependencies: ["OpenCoreGraphics", "Raster"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Physics2D",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConstraintSolver",
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenUIKit",
            dependencies: ["OpenQuartzCore", "OpenCoreGraphics", "Codecs", "Raster", "Physics2D", "ConstraintSolver"],
            swiftSettings: strictSettings
        ),
        // Lottie (Bodymovin) JSON played as a Core Animation layer tree.
        .target(
            name: "LottiePlayback",
            dependencies: ["OpenQuartzCore", "OpenCoreGraphics", "Codecs", "Raster"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Gallery",
            dependencies: ["OpenQuartzCore", "OpenUIKit", "Codecs", "Raster", "LottiePlayback"],
            swiftSettings: strictSettings
        ),
        // `quartz serve`: the web viewer's server (Hummingbird, never touching
        // Core Animation) and the render worker each player runs in its own
        // process (`quartz worker`).
        .target(
            name: "QuartzServe",
            dependencies: [
                "Gallery", "Codecs", "Raster", "CZlib",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "quartz",
            dependencies: [
                "Gallery", "Codecs", "Raster", "LottiePlayback", "QuartzServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "quartz-bench",
            dependencies: ["OpenQuartzCore", "OpenUIKit", "Raster", "Codecs", "Gallery", "Physics2D", "ConstraintSolver",
                           "LottiePlayback"],
            swiftSettings: strictSettings
        ),
        // Helpers shared by the test targets that drive Core Animation under
        // the manual clock (not a product).
        .target(
            name: "LayerTestSupport",
            dependencies: ["OpenQuartzCore", "Codecs"],
            path: "Tests/LayerTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "Physics2DTests",
            dependencies: ["Physics2D"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConstraintSolverTests",
            dependencies: ["ConstraintSolver"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CodecsTests",
            dependencies: ["Codecs", "Raster"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenCoreGraphicsTests",
            dependencies: ["OpenCoreGraphics"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["Gallery", "OpenQuartzCore", "Codecs", "Raster", "LayerTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "QuartzServeTests",
            dependencies: ["QuartzServe", "Gallery", "Codecs", "Raster"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: ["OpenUIKit", "Codecs", "Raster", "LayerTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LottiePlaybackTests",
            dependencies: ["LottiePlayback", "OpenQuartzCore", "Raster", "Codecs", "LayerTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenQuartzCoreTests",
            dependencies: ["OpenQuartzCore", "Codecs", "Raster", "LayerTestSupport"],
            exclude: ["Snapshots"],   // golden PNGs, read through #filePath
            swiftSettings: strictSettings
        ),
    ]
)
