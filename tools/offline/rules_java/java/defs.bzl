"""Offline stand-in for @rules_java: forwards the names @bazel_tools loads to the native rules.

Toolchain resolution makes Bazel 4.2.3 parse @bazel_tools//tools/jdk, which loads these from
@rules_java (a download); this project builds no Java, so the native rules suffice.
"""

java_binary = native.java_binary
java_import = native.java_import
java_library = native.java_library
java_plugin = native.java_plugin
java_proto_library = native.java_proto_library
java_runtime = native.java_runtime
java_test = native.java_test
java_toolchain = native.java_toolchain
