"""Input checks and diagnostics: bounds on input, source decoding, error messages that name file and line."""
