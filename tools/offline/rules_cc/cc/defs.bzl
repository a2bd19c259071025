"""Offline stand-in for @rules_cc: forwards the names @bazel_tools loads to the native rules.

Bazel 4.2.3 loads these from @rules_cc, which it would otherwise download; this project
builds no C++, so the native rules are all that is needed.
"""

cc_binary = native.cc_binary
cc_library = native.cc_library
cc_test = native.cc_test
cc_proto_library = native.cc_proto_library
cc_toolchain = native.cc_toolchain
cc_toolchain_suite = native.cc_toolchain_suite
objc_library = native.objc_library

def cc_toolchain_config(**kwargs):
    """No-op: no C++ toolchain is configured offline."""
    pass
