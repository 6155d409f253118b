// The C interface between a Terrarium app and a widget plugin loaded at run time.
//
// Host and plugin each link their own static copy of Terrarium's modules, so no Swift type may
// cross between them: a cast between the two copies would fail. What crosses is C: two exported
// functions and a table of three function pointers, carrying the widget protocol's messages
// (Docs/WidgetProtocol.md) as JSON payloads, the same messages a widget process exchanges over
// its standard input and output, without the frames' length lines.
//
// The version is in every name. A change to this file that is not an addition at the end of the
// table is a new version: new symbol names and a new struct, so an old plugin is refused for a
// missing symbol, never misread.

#ifndef TERRARIUM_WIDGET_PLUGIN_H
#define TERRARIUM_WIDGET_PLUGIN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Where a plugin instance sends its messages: one widget-to-host payload (a JSON object, not
// NUL-terminated) of `count` bytes per call. The bytes are read before the call returns.
typedef void (*terrarium_widget_sink_v1)(void *context, const uint8_t *bytes, intptr_t count);

// The widgets of a plugin, returned by `terrarium_widget_plugin_v1`.
//
// Every call happens on the host's main thread, and `send` is never called from inside `sink`.
struct terrarium_widget_factory_v1 {
    // sizeof(struct terrarium_widget_factory_v1) as the plugin was built: fields may be added at
    // the end, and the host reads only those this size covers.
    uint32_t size;
    // Makes an instance of the widget `name` (NUL-terminated UTF-8), which sends its messages to
    // `sink` with `context`, starting with its `hello`, possibly before `make` returns. Returns
    // NULL when the plugin has no widget of that name.
    void *(*make)(const char *name, terrarium_widget_sink_v1 sink, void *context);
    // Delivers one host-to-widget payload (a JSON object of `count` bytes) to `instance`. The
    // instance's answers arrive through its sink before `send` returns, in order, ending with the
    // `done` for the message's sequence number, which says for input whether it was consumed.
    void (*send)(void *instance, const uint8_t *bytes, intptr_t count);
    // Ends `instance`, after its `shutdown`; its sink is not called after this returns.
    void (*destroy)(void *instance);
};

// The plugin's stamp: a static NUL-terminated JSON object naming what it was built for and its
// widgets, such as
// {"protocol":1,"swift":"6.3","target":"x86_64-unknown-linux-gnu","terrarium":"0.18.0","widgets":["Stars"]}
// The host reads and checks it before it calls anything else, and refuses the plugin unless
// `protocol`, `swift`, `target` and `terrarium` equal its own.
const char *terrarium_widget_plugin_stamp_v1(void);

// The plugin's widget factory, which lives as long as the process: a plugin is never unloaded.
const struct terrarium_widget_factory_v1 *terrarium_widget_plugin_v1(void);

#ifdef __cplusplus
}
#endif

#endif
