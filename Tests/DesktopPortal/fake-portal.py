#!/usr/bin/env python3
"""A stand-in for the XDG desktop portal on a private session bus, for the
end-to-end tests: org.freedesktop.portal.Settings with Read, ReadOne and
ReadAll answering org.freedesktop.appearance color-scheme, and the
SettingChanged signal. The scheme starts as argv[1] (0 no preference,
1 prefer dark, 2 prefer light); the test changes it with the method
org.sdlpdf.test.FakePortal.SetColorScheme(u) on the same object, which
signals the change. Prints "ready" once it owns its name."""
import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll"><arg type="as" name="namespaces" direction="in"/>
      <arg type="a{sa{sv}}" name="value" direction="out"/></method>
    <method name="Read"><arg type="s" name="namespace" direction="in"/><arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/></method>
    <method name="ReadOne"><arg type="s" name="namespace" direction="in"/><arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/></method>
    <signal name="SettingChanged"><arg type="s" name="namespace"/><arg type="s" name="key"/><arg type="v" name="value"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
  <interface name="org.sdlpdf.test.FakePortal">
    <method name="SetColorScheme"><arg type="u" name="scheme" direction="in"/></method>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"
NAMESPACE, KEY = "org.freedesktop.appearance", "color-scheme"

scheme = int(sys.argv[1]) if len(sys.argv) > 1 else 0
connection = None


def call(conn, sender, path, interface, method, parameters, invocation):
    global scheme
    if method == "SetColorScheme":
        (scheme,) = parameters.unpack()
        conn.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                         GLib.Variant("(ssv)", (NAMESPACE, KEY, GLib.Variant("u", scheme))))
        invocation.return_value(None)
        return
    if method == "ReadAll":
        invocation.return_value(GLib.Variant("(a{sa{sv}})", ({NAMESPACE: {KEY: GLib.Variant("u", scheme)}},)))
        return
    namespace, key = parameters.unpack()
    if (namespace, key) != (NAMESPACE, KEY):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")
    elif method == "Read":
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", scheme)),)))
    else:
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("u", scheme),)))


def acquired(conn, name):
    print("ready", flush=True)


def bus_acquired(conn, name):
    global connection
    connection = conn
    for info in Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces:
        conn.register_object(PATH, info, call, lambda *a: GLib.Variant("u", 2), None)


loop = GLib.MainLoop()
Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                 bus_acquired, acquired, lambda *a: loop.quit())
loop.run()
