"""The authors' dev server: the compiler's stages kept warm, a file watcher, live page updates."""
