import Foundation

extension TestDocument {
    /// Gives `document` an outline of `entries` (title, depth, 1-based
    /// target page) and page labels (`labels`: the 0-based first page and
    /// style of each range, "D", "r"…), written with `mutool run`.
    static func addNavigation(outline entries: [(title: String, depth: Int, page: Int)], labels: [(Int, String)],
                              to document: URL, in directory: URL) throws {
        let script = """
            var doc = new PDFDocument(scriptArgs[0]);
            var entries = JSON.parse(scriptArgs[2]);
            var ranges = JSON.parse(scriptArgs[3]);
            var root = doc.getTrailer().Root;
            var outlines = doc.addObject({ Type: doc.newName("Outlines"), Count: entries.length });
            var parents = [outlines], lasts = [null];
            for (var i = 0; i < entries.length; i++) {
                var title = entries[i][0], depth = entries[i][1], page = entries[i][2];
                var item = doc.addObject({ Title: doc.newString(title), Parent: parents[depth],
                                           Dest: [doc.findPage(page - 1), doc.newName("XYZ"), null, null, null] });
                if (lasts[depth] === null) parents[depth].put("First", item);
                else { lasts[depth].put("Next", item); item.put("Prev", lasts[depth]); }
                parents[depth].put("Last", item);
                lasts[depth] = item;
                parents[depth + 1] = item;
                lasts[depth + 1] = null;
            }
            root.put("Outlines", outlines);
            if (ranges.length > 0) {
                var nums = [];
                for (var j = 0; j < ranges.length; j++) {
                    nums.push(ranges[j][0]);
                    nums.push({ S: doc.newName(ranges[j][1]) });
                }
                root.put("PageLabels", doc.addObject({ Nums: nums }));
            }
            doc.save(scriptArgs[1], "compress");
            """
        let scriptFile = directory.appendingPathComponent("add-navigation.js")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let rewritten = directory.appendingPathComponent("navigation-\(document.lastPathComponent)")
        let list = entries.map { "[\"\($0.title)\",\($0.depth),\($0.page)]" }.joined(separator: ",")
        try Command.check("mutool", ["run", scriptFile.path, document.path, rewritten.path, "[\(list)]",
                                      "[" + labels.map { "[\($0.0),\"\($0.1)\"]" }.joined(separator: ",") + "]"])
        try FileManager.default.removeItem(at: document)
        try FileManager.default.moveItem(at: rewritten, to: document)
    }
}
