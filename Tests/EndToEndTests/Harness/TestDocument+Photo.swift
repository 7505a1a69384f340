import Foundation

extension TestDocument {
    /// A one-page document like `coloredSquares`, but its square is a photograph: a raster
    /// image of smoothly varying reds (many colours, no paper), which Night keeps in its own colours.
    static func photoSquare(named name: String, in directory: URL) throws -> URL {
        try TestEnvironment.requireTools("mutool")
        let side = 64
        var image = Data("P6\n\(side) \(side)\n255\n".utf8)
        for y in 0..<side {
            for x in 0..<side {
                image.append(contentsOf: [UInt8(170 + (x + y) / 4), UInt8(40 + x), UInt8(40 + y)])
            }
        }
        let imageFile = directory.appendingPathComponent("\(name)-photo.ppm")
        try image.write(to: imageFile)
        let extent = squareRange.upperBound - squareRange.lowerBound
        let content = """
            %%MediaBox 0 0 \(pageSide) \(pageSide)
            %%Image Photo \(imageFile.path)
            q \(extent) 0 0 \(extent) \(squareRange.lowerBound) \(squareRange.lowerBound) cm /Photo Do Q

            """
        let pageFile = directory.appendingPathComponent("\(name)-page1.txt")
        try content.write(to: pageFile, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent(name)
        try Command.check("mutool", ["create", "-o", output.path, pageFile.path])
        return output
    }
}
