import PDFAppearance

extension ViewerConfiguration {
    /// The configuration `settings` describe (a file, flags, or flags over a
    /// file), with defaults for what they leave out. Checks what single
    /// values cannot: the dimming minimum must not exceed the maximum.
    public init(settings: PartialConfiguration) throws(ConfigurationError) {
        let maximum = settings.maximumDimming ?? ScreenDimming.defaultMaximum
        if let minimum = settings.minimumDimming, minimum > maximum {
            let maximumSource = settings.origins[.maximumDimming] == nil ? " (the default)" : settings.source(of: .maximumDimming)
            throw ConfigurationError("minimumDimming \(minimum)\(settings.source(of: .minimumDimming)) is above "
                + "maximumDimming \(maximum)\(maximumSource)")
        }
        let allowed = settings.allowedAppearanceModes ?? .all
        for (key, mode) in [(ConfigurationKey.appearance, settings.appearance?.fixedMode), (.autoDarkMode, settings.autoDarkMode),
                            (.autoLightMode, settings.autoLightMode)] {
            guard let mode, !AppearanceCycle.isAllowed(mode, in: allowed) else { continue }
            let given = settings.origins[key] == .flag(key.flag) ? "\(key.flag) \(mode)" : "\(key.rawValue) \(mode)\(settings.source(of: key))"
            throw ConfigurationError("\(given) is not among the allowedAppearanceModes"
                + settings.source(of: .allowedAppearanceModes))
        }
        self.init { builder in
            if let value = settings.pageTransition { builder.pageTransition = value }
            if let value = settings.scrollDirection { builder.scrollDirection = value }
            if let value = settings.pageMode { builder.pageMode = value }
            if let value = settings.pageFitting { builder.pageFitting = value }
            if let value = settings.allowedAppearanceModes { builder.allowedAppearanceModes = value }
            builder.startingAppearance = settings.appearance
            builder.automaticAppearance = AutomaticAppearance(darkMode: settings.autoDarkMode ?? .night,
                                                              lightMode: settings.autoLightMode ?? [],
                                                              schedule: settings.nightSchedule)
            builder.synctexEditorCommand = settings.synctexEditorCommand
            if let value = settings.settingsOptions { builder.settingsOptions = value }
            builder.dimming = ScreenDimming(minimum: settings.minimumDimming ?? 0,
                                            maximum: settings.maximumDimming ?? ScreenDimming.defaultMaximum)
            builder.initialBrightness = settings.brightness
            let standard = AppearancePalette.standard
            builder.palette = AppearancePalette(
                nightPaperColor: settings.palette.nightPaperColor ?? standard.nightPaperColor,
                nightTextColor: settings.palette.nightTextColor ?? standard.nightTextColor,
                sepiaStrength: settings.palette.sepiaStrength ?? standard.sepiaStrength,
                nightMinimumContrast: settings.palette.nightMinimumContrast ?? standard.nightMinimumContrast)
            if let value = settings.remember { builder.remembers = value }
            if let value = settings.fullscreen { builder.startsFullscreen = value }
            builder.kiosk = KioskOptions(isEnabled: settings.kiosk ?? false, exitChord: settings.kioskExitKey,
                                         slideshowSeconds: settings.slideshowSeconds,
                                         idleResetSeconds: settings.idleResetSeconds, allowsInk: settings.kioskInk ?? false,
                                         allowsRemoteControl: settings.kioskRemote ?? false)
            if let value = settings.nightImages { builder.nightImages = value }
            builder.inkPen = InkPenDefaults(color: settings.inkColor ?? InkPenDefaults.defaultColor,
                                            width: settings.inkWidth ?? InkPenDefaults.defaultWidth)
            builder.renderLimits = RenderLimits(memoryLimitMiB: settings.memoryLimitMiB,
                                                renderTimeLimitSeconds: settings.renderTimeLimitSeconds
                                                    ?? RenderLimits.defaultRenderTimeLimitSeconds)
        }
    }
}
