#!/usr/bin/env bash
# Generates assets/welcome.pdf, the document sdlpdf opens when it is started
# without a FILE: four pages introducing the viewer, with colored text, vector
# charts and a photo-like JPEG so every appearance mode has something to show.
#
# Needs mutool (mupdf-tools) and ImageMagick's convert. Pages are written as
# `mutool create` content streams using base-14 fonts; a small `mutool run`
# script then adds the table-of-contents links and the document title.
set -euo pipefail

assets_dir="$(cd "$(dirname "$0")" && pwd)"
output="$assets_dir/welcome.pdf"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

page_count=4
page_width=612
margin=56
content_right=556

# Palette, as "r g b" fractions for PDF color operators.
hex() { printf '%d %d %d' "0x${1:1:2}" "0x${1:3:2}" "0x${1:5:2}" | awk '{ printf "%.3f %.3f %.3f", $1/255, $2/255, $3/255 }'; }
ink=$(hex '#1F2533')
muted=$(hex '#6B7385')
rule=$(hex '#E3E7EF')
navy=$(hex '#15213F')
navy_light=$(hex '#1D2D55')
card=$(hex '#F3F5FA')
white="1 1 1"
red=$(hex '#E03131')
green=$(hex '#2F9E44')
blue=$(hex '#1C7ED6')
orange=$(hex '#F76707')
purple=$(hex '#7048E8')
teal=$(hex '#0CA678')
yellow=$(hex '#F59F00')

# text FONT SIZE X Y COLOR STRING — one line of text; STRING is PDF string
# syntax without the parentheses (escape \, ( and ); \227 is an em dash).
text() { printf 'BT /%s %s Tf %s rg %s %s Td (%s) Tj ET\n' "$1" "$2" "$5" "$3" "$4" "$6"; }

# rect X Y W H COLOR — a filled rectangle.
rect() { printf '%s rg %s %s %s %s re f\n' "$5" "$1" "$2" "$3" "$4"; }

# rounded_rect X Y W H RADIUS — appends a rounded rectangle to the current path.
rounded_rect() {
    awk -v x="$1" -v y="$2" -v w="$3" -v h="$4" -v r="$5" 'BEGIN {
        k = r * 0.5523; x1 = x + w; y1 = y + h
        printf "%.2f %.2f m %.2f %.2f l ", x + r, y, x1 - r, y
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c ", x1 - r + k, y, x1, y + r - k, x1, y + r
        printf "%.2f %.2f l ", x1, y1 - r
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c ", x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1
        printf "%.2f %.2f l ", x + r, y1
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c ", x + r - k, y1, x, y1 - r + k, x, y1 - r
        printf "%.2f %.2f l ", x, y + r
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c h\n", x, y + r - k, x + r - k, y, x + r, y
    }'
}

# circle CX CY R — appends a circle (four Bézier quarters) to the current path.
circle() {
    awk -v cx="$1" -v cy="$2" -v r="$3" 'BEGIN {
        k = r * 0.5523
        printf "%.2f %.2f m ", cx + r, cy
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c ", cx + r, cy + k, cx + k, cy + r, cx, cy + r
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c ", cx - k, cy + r, cx - r, cy + k, cx - r, cy
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c ", cx - r, cy - k, cx - k, cy - r, cx, cy - r
        printf "%.2f %.2f %.2f %.2f %.2f %.2f c h\n", cx + k, cy - r, cx + r, cy - k, cx + r, cy
    }'
}

# pie_slice CX CY R FROM TO — appends a pie slice between two angles (degrees,
# counterclockwise from the positive x axis) to the current path.
pie_slice() {
    awk -v cx="$1" -v cy="$2" -v r="$3" -v from="$4" -v to="$5" 'BEGIN {
        pi = atan2(0, -1)
        printf "%.2f %.2f m %.2f %.2f l ", cx, cy, cx + r * cos(from * pi / 180), cy + r * sin(from * pi / 180)
        steps = int((to - from) / 90) + 1
        step = (to - from) / steps * pi / 180
        k = 4 / 3 * sin(step / 4) / cos(step / 4)
        for (i = 0; i < steps; i++) {
            a0 = from * pi / 180 + i * step; a1 = a0 + step
            printf "%.2f %.2f %.2f %.2f %.2f %.2f c ",
                cx + r * (cos(a0) - k * sin(a0)), cy + r * (sin(a0) + k * cos(a0)),
                cx + r * (cos(a1) + k * sin(a1)), cy + r * (sin(a1) - k * cos(a1)),
                cx + r * cos(a1), cy + r * sin(a1)
        }
        print "h"
    }'
}

# Resources every page declares.
fonts() {
    printf '%%%%MediaBox 0 0 %s 792\n' "$page_width"
    printf '%%%%Font Sans Helvetica\n%%%%Font SansBold Helvetica-Bold\n'
    printf '%%%%Font SansItalic Helvetica-Oblique\n%%%%Font Mono Courier-Bold\n'
}

footer() {
    printf '%s RG 0.6 w %s 50 m %s 50 l S\n' "$rule" "$margin" "$content_right"
    text Sans 8.5 "$margin" 34 "$muted" 'sdlpdf \227 Welcome'
    text Sans 8.5 522 34 "$muted" "$1 / $page_count"
}

# section_title TITLE ACCENT INTRO — heading of pages 2 to 4.
section_title() {
    rect 0 782 "$page_width" 10 "$navy"
    text SansBold 26 "$margin" 712 "$ink" "$1"
    rect "$margin" 698 44 4 "$2"
    text Sans 11.5 "$margin" 672 "$muted" "$3"
}

keycap_width() { echo $(( ${#1} * 6 + 14 )); }

# keycap X Y LABEL — a key drawn as a rounded cap, keycap_width wide.
keycap() {
    printf 'q %s rg %s RG 0.8 w\n' "$card" "$(hex '#C5CBD8')"
    rounded_rect "$1" "$2" "$(keycap_width "$3")" 20 4
    printf 'B Q\n'
    text Mono 10 "$(( $1 + 7 ))" "$(( $2 + 6 ))" "$ink" "$3"
}

page_welcome() {
    fonts
    # Header band with two quiet circles for depth, clipped to the band.
    rect 0 612 "$page_width" 180 "$navy"
    printf 'q 0 612 %s 180 re W n %s rg\n' "$page_width" "$navy_light"
    circle 540 760 130; printf 'f\n'
    circle 610 640 70; printf 'f\nQ\n'
    text SansBold 60 "$margin" 700 "$white" 'sdlpdf'
    text Sans 18 "$margin" 668 "$(hex '#A9C1F5')" 'A fast, focused PDF viewer for Linux'
    text Sans 10 "$margin" 640 "$(hex '#8193C0')" 'Swift  \267  SDL2  \267  MuPDF'
    # The five accent colors as a stripe under the band.
    local x=0 color
    for color in "$red" "$orange" "$green" "$blue" "$purple"; do
        rect "$x" 606 122.4 6 "$color"
        x=$(awk -v x="$x" 'BEGIN { print x + 122.4 }')
    done

    text SansBold 22 "$margin" 556 "$ink" 'Welcome'
    local y=528 line
    while IFS= read -r line; do
        [[ -n "$line" ]] && text Sans 11.5 "$margin" "$y" "$ink" "$line"
        y=$(( y - 17 ))
    done <<'EOF'
sdlpdf is a small, fast document viewer for Linux, written in Swift on top
of SDL2 and MuPDF. Pages are rendered in the background and cached, so
scrolling stays smooth even in long documents.

Pages can be shown as printed, in a warm Sepia tone for long reading sessions,
in Night mode for dark rooms, or both (Sepia+Night) \227 Ctrl+R cycles the four modes.
EOF

    text SansBold 15 "$margin" 406 "$ink" 'Contents'
    local entry title description accent target
    y=340
    for entry in \
        "Keyboard and mouse|Every key binding at a glance, and the four appearance modes.|$blue|2" \
        "Colors and charts|Colored text and a vector bar chart to try the appearance modes on.|$orange|3" \
        "Photographs|A photo-like image and a pie chart: see what Night mode does to pictures.|$purple|4"; do
        IFS='|' read -r title description accent target <<<"$entry"
        printf 'q %s rg\n' "$card"; rounded_rect "$margin" "$y" 500 50 6; printf 'f Q\n'
        rect "$margin" "$(( y + 9 ))" 4 32 "$accent"
        text SansBold 13 76 "$(( y + 29 ))" "$ink" "$title"
        text Sans 9.5 76 "$(( y + 13 ))" "$muted" "$description"
        text SansBold 20 522 "$(( y + 18 ))" "$accent" "$target"
        contents_links+=("$(( target - 1 )) $margin $y $content_right $(( y + 50 ))")
        y=$(( y - 60 ))
    done
    text SansItalic 9.5 "$margin" 204 "$muted" 'Click an entry to jump to its page.'

    text SansBold 15 "$margin" 170 "$ink" 'From the command line'
    printf 'q %s rg\n' "$card"; rounded_rect "$margin" 66 500 90 6; printf 'f Q\n'
    y=134
    local command meaning
    for entry in \
        "sdlpdf FILE|Open a PDF; without FILE, this document." \
        "sdlpdf --mode night FILE|Start in Night mode." \
        "sdlpdf export FILE -o OUT.png --page N --dpi D|Save one page as a PNG image." \
        "sdlpdf --help|List every option."; do
        IFS='|' read -r command meaning <<<"$entry"
        text Mono 9 72 "$y" "$ink" "$command"
        text Sans 9.5 334 "$y" "$muted" "$meaning"
        y=$(( y - 18 ))
    done
    footer 1
}

page_keys() {
    fonts
    section_title 'Keyboard and mouse' "$blue" 'sdlpdf is driven from the keyboard; the mouse scrolls and follows links.'
    local y=622 row keys action detail key x
    for row in \
        "j,k|Scroll down / up|Also the Down and Up arrow keys and the mouse wheel." \
        "Space,Page Down|Screen down|Move down by one screen; Page Up moves back." \
        "Home,End|First / last page|Jump to the start or the end of the document." \
        "+,-|Zoom in / out|Make the pages larger or smaller." \
        "w,z|Fit width / fit page|Fill the window's width, or show one whole page." \
        "r|Rotate|Turn the pages by 90\260 clockwise; Shift+R turns them back." \
        "f|Fullscreen|Switch between a window and the full screen." \
        "Ctrl+R|Appearance mode|Cycle through Default, Sepia, Night and Sepia+Night." \
        "q|Quit|Close sdlpdf." \
        "Click|Follow a link|Like the entries in the contents on page 1."; do
        IFS='|' read -r keys action detail <<<"$row"
        IFS=',' read -ra keys <<<"$keys"
        x=$margin
        for key in "${keys[@]}"; do
            keycap "$x" "$y" "$key"
            x=$(( x + $(keycap_width "$key") + 6 ))
        done
        text SansBold 11.5 230 "$(( y + 10 ))" "$ink" "$action"
        text Sans 9.5 230 "$(( y - 2 ))" "$muted" "$detail"
        printf '%s RG 0.6 w %s %s m %s %s l S\n' "$rule" "$margin" "$(( y - 11 ))" "$content_right" "$(( y - 11 ))"
        y=$(( y - 35 ))
    done

    text SansBold 15 "$margin" 238 "$ink" 'Appearance modes'
    local swatch name note paper letters x0=56
    for swatch in \
        "Default|As printed|#FFFFFF|#1F2533" \
        "Sepia|Warm, softer contrast|#F2E6CE|#5B4636" \
        "Night|Light text, dark page|#1E2026|#E6E6E6" \
        "Sepia+Night|Night in warm tones|#413224|#E6D3B3"; do
        IFS='|' read -r name note paper letters <<<"$swatch"
        printf 'q %s rg %s RG 0.8 w\n' "$(hex "$paper")" "$(hex '#C5CBD8')"
        rounded_rect "$x0" 112 110 100 6; printf 'B Q\n'
        text SansBold 30 "$(( x0 + 16 ))" 160 "$(hex "$letters")" 'Aa'
        printf '%s RG 2 w %s 146 m %s 146 l S\n' "$(hex "$letters")" "$(( x0 + 16 ))" "$(( x0 + 94 ))"
        printf '%s RG 2 w %s 136 m %s 136 l S\n' "$(hex "$letters")" "$(( x0 + 16 ))" "$(( x0 + 78 ))"
        printf '%s RG 2 w %s 126 m %s 126 l S\n' "$(hex "$letters")" "$(( x0 + 16 ))" "$(( x0 + 86 ))"
        text SansBold 11 "$x0" 94 "$ink" "$name"
        text Sans 9 "$x0" 81 "$muted" "$note"
        x0=$(( x0 + 130 ))
    done
    footer 2
}

page_colors() {
    fonts
    section_title 'Colors and charts' "$orange" 'Colored text, flat fills and lines: press Ctrl+R and watch them change.'
    local y=626 row name color code meaning
    for row in \
        "Red|$red|#E03131|Warnings, deletions and hot spots." \
        "Green|$green|#2F9E44|Success, additions and growth." \
        "Blue|$blue|#1C7ED6|Links, selections and calm water." \
        "Orange|$orange|#F76707|Highlights and things to notice." \
        "Purple|$purple|#7048E8|Accents, headings and evening skies."; do
        IFS='|' read -r name color code meaning <<<"$row"
        printf 'q %s rg\n' "$color"; circle 63 "$(( y + 7 ))" 7; printf 'f Q\n'
        text SansBold 20 80 "$y" "$color" "$name"
        text Sans 11.5 176 "$(( y + 2 ))" "$ink" "$meaning"
        text Mono 9 500 "$(( y + 2 ))" "$muted" "$code"
        y=$(( y - 30 ))
    done

    text SansBold 14 "$margin" 454 "$ink" 'Pages read per day'
    text Sans 9 "$margin" 440 "$muted" 'Sample data'
    # Plot area: x 86..556, y 140..410; 0..40 pages, 6.75 pt per page.
    local value label
    for value in 0 10 20 30 40; do
        y=$(( 140 + value * 27 / 4 ))
        printf '%s RG 0.6 w 86 %s m 556 %s l S\n' "$rule" "$y" "$y"
        text Sans 9 "$(( 78 - ${#value} * 5 ))" "$(( y - 3 ))" "$muted" "$value"
    done
    local x=99 bar
    for bar in "Mon|18|$blue" "Tue|26|$green" "Wed|12|$orange" "Thu|34|$purple" \
        "Fri|22|$red" "Sat|38|$teal" "Sun|29|$yellow"; do
        IFS='|' read -r label value color <<<"$bar"
        local height=$(( value * 27 / 4 ))
        printf 'q %s rg\n' "$color"; rounded_rect "$x" 140 40 "$height" 3; printf 'f\n'
        printf '%s 140 40 4 re f Q\n' "$x"
        text SansBold 10 "$(( x + 20 - ${#value} * 3 ))" "$(( 140 + height + 6 ))" "$ink" "$value"
        text Sans 10 "$(( x + 20 - ${#label} * 3 - 1 ))" 124 "$muted" "$label"
        x=$(( x + 67 ))
    done
    printf '%s RG 1 w 86 140 m 556 140 l S\n' "$muted"
    text SansItalic 9.5 "$margin" 92 "$muted" 'Bars are vector paths and labels are text, so both stay sharp at every zoom level.'
    footer 3
}

page_photo() {
    fonts
    printf '%%%%Image Landscape %s\n' "$work/landscape.jpg"
    section_title 'Photographs' "$purple" 'Images are part of the page too. Compare this one in Sepia and Night mode.'
    # 640 x 420 pixels shown at 500 x 328 points, framed by a thin rule.
    printf 'q 500 0 0 328 56 318 cm /Landscape Do Q\n'
    printf '%s RG 0.8 w 56 318 500 328 re S\n' "$(hex '#C5CBD8')"
    text SansItalic 9 "$margin" 302 "$muted" 'A synthetic landscape made with ImageMagick from plasma fractal textures, embedded as a JPEG.'

    text SansBold 14 "$margin" 262 "$ink" 'Where reading time goes'
    text Sans 9 "$margin" 248 "$muted" 'Sample data'
    local from=90 slice name share color y=204
    for slice in "Papers|35|$blue" "Books|25|$green" "Manuals|20|$orange" "Slides|12|$purple" "Other|8|$red"; do
        IFS='|' read -r name share color <<<"$slice"
        local to=$(( from - share * 36 / 10 ))
        printf 'q %s rg 1 1 1 RG 2 w\n' "$color"; pie_slice 160 142 82 "$to" "$from"; printf 'B Q\n'
        printf 'q %s rg\n' "$color"; rounded_rect 330 "$y" 12 12 2; printf 'f Q\n'
        text Sans 11 352 "$(( y + 2 ))" "$ink" "$name"
        text SansBold 11 450 "$(( y + 2 ))" "$ink" "$share%"
        from=$to
        y=$(( y - 22 ))
    done
    printf 'q 1 1 1 rg\n'; circle 160 142 42; printf 'f Q\n'
    text SansBold 16 146 138 "$ink" '5'
    text Sans 8 139 127 "$muted" 'kinds'
    footer 4
}

make_landscape() {
    local width=640 top=300 lake=120
    texture() { echo "-seed $1 -size ${width}x${top} plasma:fractal -colorspace gray -blur 0x1.2 +level-colors $2,$3"; }
    # shellcheck disable=SC2046 # texture's words are separate convert arguments
    convert \
        \( -size ${width}x170 gradient:'#122660-#b9577e' -size ${width}x130 gradient:'#b9577e-#fbb862' -append \) \
        \( -size ${width}x${top} xc:none -fill '#ffd98a' -draw "circle 300,168 300,118" -blur 0x22 \) -compose Over -composite \
        \( -size ${width}x${top} xc:none -fill '#fff4d6' -draw "circle 300,168 300,142" \) -compose Over -composite \
        \( $(texture 11 '#8a6a9c' '#b08ab4') \
           \( -size ${width}x${top} xc:black -fill white -draw "polygon 0,200 40,185 95,196 150,168 210,190 250,182 330,205 390,172 450,186 520,158 590,180 640,170 640,${top} 0,${top}" \) \
           -alpha off -compose CopyOpacity -composite \) -compose Over -composite \
        \( $(texture 3 '#3d2f5e' '#6e5592') \
           \( -size ${width}x${top} xc:black -fill white -draw "polygon 0,222 60,178 105,200 175,140 235,206 262,214 350,208 420,150 470,180 540,128 600,190 640,176 640,${top} 0,${top}" \) \
           -alpha off -compose CopyOpacity -composite \) -compose Over -composite \
        \( $(texture 7 '#1c4a27' '#4f9140') \
           \( -size ${width}x${top} xc:black -fill white -draw "polygon 0,258 70,240 150,246 240,262 330,244 430,252 520,236 640,250 640,${top} 0,${top}" \) \
           -alpha off -compose CopyOpacity -composite \) -compose Over -composite \
        \( +clone -crop ${width}x${lake}+0+$(( top - lake )) +repage -flip -fill '#16365f' -colorize 40% -motion-blur 0x5+0 \) -append \
        -quality 84 -sampling-factor 4:2:0 -strip "$work/landscape.jpg"
}

# Adds the contents links of page 1 and the document title. Arguments: input,
# output, then one "TARGET_PAGE X0 Y0 X1 Y1" link per argument (0-based page).
cat >"$work/links.js" <<'EOF'
var doc = new PDFDocument(scriptArgs[0]);
var annots = [];
for (var i = 2; i < scriptArgs.length; i++) {
    var link = scriptArgs[i].split(" ").map(Number);
    annots.push(doc.addObject({
        Type: doc.newName("Annot"), Subtype: doc.newName("Link"),
        Rect: link.slice(1), Border: [0, 0, 0],
        Dest: [doc.findPage(link[0]), doc.newName("Fit")]
    }));
}
doc.findPage(0).put("Annots", annots);
doc.getTrailer().put("Info", doc.addObject({ Title: doc.newString("Welcome to sdlpdf"), Creator: doc.newString("assets/make-welcome.sh") }));
doc.save(scriptArgs[1], "compress,garbage=deduplicate");
EOF

contents_links=()
make_landscape
page_welcome >"$work/1.txt"
page_keys >"$work/2.txt"
page_colors >"$work/3.txt"
page_photo >"$work/4.txt"
mutool create -o "$work/pages.pdf" "$work"/[1-4].txt
mutool run "$work/links.js" "$work/pages.pdf" "$work/welcome.pdf" "${contents_links[@]}"
mv "$work/welcome.pdf" "$output"
echo "wrote $output ($(wc -c <"$output") bytes)"
