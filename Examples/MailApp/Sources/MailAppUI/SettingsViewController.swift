// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import Coordinator
import MailAppCore
import ReactiveState
import UIKit

/// The settings screen in UIKit, owned by the mail coordinator: its controls write the view model's state, a
/// Combine subscription to the state keeps the labels up to date, and its button sends a message to the coordinator
/// that owns it (`owningCoordinator`).
final class SettingsViewController: UIViewController, CoordinatorInitializable {
    weak var parentCoordinator: (any Coordinating)?
    private let model: SettingsViewModel
    private let signatureLabel = UILabel()
    private let previewsSwitch = UISwitch()
    private var subscriptions = Set<AnyCancellable>()

    init(model: SettingsViewModel, coordinator: any Coordinating) {
        self.model = model
        parentCoordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("SettingsViewController is built in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground

        let previewsLabel = UILabel()
        previewsLabel.text = "Show previews"
        previewsSwitch.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.model.settings.showsPreviews = toggle.isOn
            }, for: .valueChanged)
        let editSignature = UIButton(
            configuration: .plain(),
            primaryAction: UIAction(title: "Edit signature") { [weak self] _ in
                self?.owningCoordinator?.send(message: EditSignature())
            })
        let editSignatureInSheet = UIButton(
            configuration: .plain(),
            primaryAction: UIAction(title: "Edit signature in a sheet") { [weak self] _ in
                self?.owningCoordinator?.send(message: EditSignature(inSheet: true))
            })

        let stack = UIStackView(arrangedSubviews: [
            UIStackView(arrangedSubviews: [previewsLabel, previewsSwitch]), signatureLabel, editSignature,
            editSignatureInSheet,
        ])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        // The state's own sink: the current settings first, then every change, on the main actor (where it is written).
        model.$settings.showsPreviews.sink { [weak self] isOn in self?.previewsSwitch.setOn(isOn, animated: true) }
            .store(in: &subscriptions)
        // A Combine operator chain over the same state: Combine's rule applies, so it asks for the main queue.
        model.$settings
            .map { "Signature: \($0.new.signature)" }
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in self?.signatureLabel.text = text }
            .store(in: &subscriptions)
    }
}
#endif
