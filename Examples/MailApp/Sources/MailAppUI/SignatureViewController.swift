// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import MailAppCore
import ReactiveState
import UIKit

/// Edits the signature: a text field that writes through a binding to one field of the settings.
final class SignatureViewController: UIViewController {
    private let signature: UIBinding<String>
    private let field = UITextField()

    init(model: SettingsViewModel) {
        signature = model.$settings.signature
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("SignatureViewController is built in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Signature"
        view.backgroundColor = .systemBackground
        field.borderStyle = .roundedRect
        field.text = signature.wrappedValue
        field.addAction(
            UIAction { [weak self] _ in self?.signature.wrappedValue = self?.field.text ?? "" }, for: .editingChanged)
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
#endif
