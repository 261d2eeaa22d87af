// The façade: a tool imports FioriThemeCompiler and sees every layer's public API, as it did
// when the compiler was one module. Each layer stays a module of its own, so the compiler
// rejects an import that points up the pipeline (Docs/architecture.md).
@_exported import FioriThemeCore
@_exported import FioriThemeDiff
@_exported import FioriThemeFormat
@_exported import FioriThemeLint
@_exported import FioriThemeOutput
@_exported import FioriThemePreview
@_exported import FioriThemeSemantics
@_exported import FioriThemeSyntax
@_exported import FioriThemeTokens
