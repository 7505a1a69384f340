/// Page sizes, points and pixel rects are part of this module's API
/// (`PageGeometrySource`, tiles, page hits), so code that imports Viewer can
/// name them without importing PageGeometry too.
@_exported import PageGeometry
