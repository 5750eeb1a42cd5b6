// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import Coordinator
import MailAppCore
import ReactiveState
import UIKit

/// Edits the signature: a text field that writes through a binding to one field of the settings. Owned by the mail
/// coordinator, it tells it when the user is done, as a CoordinatorKit screen does. In a sheet it also has a Cancel
/// button that closes the sheet the UIKit way, with `dismiss(animated:)` and no message: the driver notices, and
/// the next presentation works; and a "Show inbox" button that switches tabs while the sheet is up.
final class SignatureViewController: UIViewController, CoordinatorInitializable {
    weak var parentCoordinator: (any Coordinating)?
    private let signature: UIBinding<String>
    private let field = UITextField()

    init(model: SettingsViewModel, coordinator: any Coordinating) {
        signature = model.$settings.signature
        parentCoordinator = coordinator
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
        let done = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Done") { [weak self] _ in self?.continueButtonTap() })
        let showInbox = UIButton(
            configuration: .plain(),
            primaryAction: UIAction(title: "Show inbox") { [weak self] _ in
                self?.owningCoordinator?.send(message: ShowInbox())
            })

        let stack = UIStackView(arrangedSubviews: [field, done, showInbox])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The first screen of a presented navigation controller: a sheet, which its own Cancel button closes.
        if let navigation = navigationController, navigation.viewControllers.first === self,
            navigation.presentingViewController != nil
        {
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        }
    }

    /// The user is done: the message goes to the coordinator that owns this screen, which closes it.
    private func continueButtonTap() {
        owningCoordinator?.send(message: BasicMessage.done(sender: self))
    }
}
#endif
