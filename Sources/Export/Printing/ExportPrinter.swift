/// One format's printer: an `ExportDocument` to the text an engineer of that platform pastes. It
/// decides the names (`ExportName`'s spellings), the literals, the comments and which platform
/// primitives carry the motion; the document decides nothing about syntax. A new format is one
/// printer, registered in `ExportFormat`.
protocol ExportPrinter {
    init(document: ExportDocument)
    var text: String { get }
}
