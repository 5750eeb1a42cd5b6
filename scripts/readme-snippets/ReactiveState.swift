// SPDX-License-Identifier: MPL-2.0
// The screen's own view that README.md's ReactiveState example takes as given.
import ReactiveState

final class Label {
    var text = ""
}
