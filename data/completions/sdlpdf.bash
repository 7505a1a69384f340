# bash completion for sdlpdf: options, their values, and files.
_sdlpdf() {
    local cur prev
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    case $prev in
        --mode) COMPREPLY=($(compgen -W "auto default sepia night night,sepia" -- "$cur")); return ;;
        --auto-dark-mode|--auto-light-mode) COMPREPLY=($(compgen -W "default sepia night night,sepia" -- "$cur")); return ;;
        --night-schedule|--synctex-forward|--synctex-editor-command) return ;;
        --allowed-modes) COMPREPLY=($(compgen -W "default sepia night night,sepia" -- "$cur")); return ;;
        --page-transition) COMPREPLY=($(compgen -W "continuous jump" -- "$cur")); return ;;
        --scroll-direction) COMPREPLY=($(compgen -W "vertical horizontal" -- "$cur")); return ;;
        --page-mode) COMPREPLY=($(compgen -W "single double automatic" -- "$cur")); return ;;
        --page-fitting) COMPREPLY=($(compgen -W "fit fill adaptive" -- "$cur")); return ;;
        --night-images) COMPREPLY=($(compgen -W "keep dim recolor" -- "$cur")); return ;;
        --settings) COMPREPLY=($(compgen -W "appearance brightness pageTransition scrollDirection pageMode pageFitting all" -- "$cur")); return ;;
        --page|--pages|--password|--brightness|--minimum-dimming|--maximum-dimming|--kiosk-exit-key|--slideshow|--idle-reset|--ink-color|--ink-width|--dpi|--night-paper|--night-text|--night-min-contrast|--sepia-strength|--find) return ;;
        --config|--save-to|-o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --memory-limit|--render-time-limit) return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "--page --password --mode --allowed-modes --fullscreen --page-transition
            --scroll-direction --page-mode --page-fitting --settings --brightness --minimum-dimming --maximum-dimming
            --config --no-remember --kiosk --kiosk-exit-key --slideshow --idle-reset --kiosk-ink --ink-color
            --ink-width --save-to --help --version --verbose -o --output --dpi --night-images --night-paper
            --night-text --night-min-contrast --sepia-strength --find --json --pages --quiet -q
            --memory-limit --render-time-limit --auto-dark-mode --auto-light-mode --night-schedule
            --kiosk-remote --synctex-forward --synctex-editor-command" -- "$cur"))
    elif [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "export find text" -- "$cur") $(compgen -f -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -o filenames -F _sdlpdf sdlpdf
