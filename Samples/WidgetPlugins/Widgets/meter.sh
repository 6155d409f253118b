#!/bin/sh
# A meter for Terrarium in POSIX sh, speaking the widget protocol (Docs/WidgetProtocol.md).
#
# Draws the property "rating" as [###--] 3/5; +, -, left and right change it and send it back
# with "value". Host payloads never hold a raw newline, so a frame is two `read`s, and fields
# are picked out of the one-line JSON with `case` and parameter expansion.

# Byte semantics, so that ${#payload} is the length in bytes a frame must state.
LC_ALL=C
export LC_ALL

rating=0
maximum=5
focused=false

# send JSON: writes one frame, the payload's length, a newline, the payload and a newline.
send() {
    printf '%d\n%s\n' "${#1}" "$1"
}

# field NAME: the number after "NAME": in $payload, empty when there is none.
field() {
    case $payload in
    *"\"$1\":"[0-9-]*)
        value=${payload#*\"$1\":}
        value=${value%%[!0-9-]*}
        ;;
    *) value= ;;
    esac
}

draw() {
    bar= rest= i=0
    while [ "$i" -lt "$maximum" ]; do
        if [ "$i" -lt "$rating" ]; then bar="$bar#"; else rest="$rest-"; fi
        i=$((i + 1))
    done
    edge='{"text":"["}'
    [ "$focused" = true ] && edge='{"text":"[","bold":true,"fg":"cyan"}'
    close="{\"text\":\"] $rating/$maximum\"}"
    [ "$focused" = true ] && close="{\"text\":\"]\",\"bold\":true,\"fg\":\"cyan\"},{\"text\":\" $rating/$maximum\"}"
    send "{\"type\":\"draw\",\"rows\":[{\"y\":0,\"runs\":[$edge,{\"text\":\"$bar\",\"fg\":\"green\"},{\"text\":\"$rest\",\"dim\":true},$close]}]}"
}

# change BY: adds BY to the rating, kept within 0...maximum, and tells the host if it moved.
change() {
    new=$((rating + $1))
    [ "$new" -lt 0 ] && new=0
    [ "$new" -gt "$maximum" ] && new=$maximum
    if [ "$new" -ne "$rating" ]; then
        rating=$new
        send "{\"type\":\"value\",\"name\":\"rating\",\"value\":$rating}"
    fi
}

send '{"type":"hello","protocol":1,"name":"meter.sh","focusable":true,"features":["focus"],"keys":["+","-","left","right"],"sizing":{"ideal":{"width":11,"height":1}}}'

while IFS= read -r length && IFS= read -r payload; do
    # The length is checked, so a stream that got out of step ends the widget at once.
    [ "${#payload}" -eq "$length" ] || exit 1
    consumed=
    case $payload in
    *'"type":"welcome"'*)
        case $payload in *'"protocol":1'[,}]*) ;; *) exit 1 ;; esac
        ;;
    *'"type":"shutdown"'*)
        exit 0
        ;;
    *'"type":"properties"'*)
        field rating
        [ -n "$value" ] && rating=$value
        draw
        ;;
    *'"type":"frame"'*)
        draw
        ;;
    *'"type":"focus"'*)
        case $payload in *'"focused":true'*) focused=true ;; *) focused=false ;; esac
        draw
        ;;
    *'"type":"key"'*)
        case $payload in
        *'"key":"+"'* | *'"key":"right"'*) change 1 ;;
        *'"key":"-"'* | *'"key":"left"'*) change -1 ;;
        esac
        draw
        consumed=',"consumed":true'
        ;;
    esac
    # Every message with a sequence number is answered with done, after what it caused.
    field seq
    [ -n "$value" ] && send "{\"type\":\"done\",\"seq\":$value$consumed}"
done
exit 0
