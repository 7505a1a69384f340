/// A layer that asks the reader something and takes all input until
/// answered (the password prompt). The toolbar and the settings overlay
/// stay below modal layers and do not open while one asks.
protocol ModalLayer: SessionLayer {}

extension PasswordPromptLayer: ModalLayer {}
extension ChoicePromptLayer: ModalLayer {}
extension PathPromptLayer: ModalLayer {}
