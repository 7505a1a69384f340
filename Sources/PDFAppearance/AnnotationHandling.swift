/// How annotations are colored (`RenderOptions.annotationHandling`). Annotations are drawn in a
/// pass of their own when the choice needs it, so the page's filters can apply to the page alone.
public enum AnnotationHandling: Hashable, Sendable {
    /// Annotations go through the same color pipeline as the page (the look of a single pass).
    /// In Night, Highlight annotations (drawn with Multiply, which a dark page would swallow) are
    /// screened onto the page in their night color, lightened until the highlighted area differs
    /// from the page by at least `NightHighlight.minimumContrast`.
    case followPageFilters
    /// Annotations keep their original colors over the filtered page, for reviewers who need exact
    /// ink colors: Highlights multiply onto a light page and screen onto a night page.
    case keepOriginal
}
