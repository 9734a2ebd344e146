// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Quill",
    products: [
        .executable(name: "quill", targets: ["quill"]),
        .library(name: "QuillKit", targets: ["QuillKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "QuillKit",
            dependencies: ["CLibEdit"]
        ),
        .executableTarget(
            name: "quill",
            dependencies: ["QuillKit"]
        ),
        .testTarget(
            name: "QuillKitTests",
            dependencies: ["QuillKit"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: []
        ),
    ],
    swiftLanguageModes: [.v5]
)
