// SPDX-License-Identifier: MPL-2.0

extension Sequence {
    /// The first non-`nil` answer among the elements, asked in order; the elements after it are not asked.
    ///
    /// The rule of every composable builder here: ``ComposableFlowBuilder`` asks its builders for routes with it,
    /// and `ViewControllerComposableBuilder` its builders for a description and for a view controller.
    package func firstAnswer<Answer>(_ answer: (Element) throws -> Answer?) rethrows -> Answer? {
        for element in self {
            if let found = try answer(element) {
                return found
            }
        }
        return nil
    }
}
