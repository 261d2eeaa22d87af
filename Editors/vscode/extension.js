// Starts `fdlc lsp` for .nss files: diagnostics, completion, hover, colours, go to
// definition, references, rename and quick fixes all come from the server.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("fdlc").get("path", "fdlc");
  client = new LanguageClient(
    "fdlc",
    "fdlc",
    { command, args: ["lsp"] },
    { documentSelector: [{ scheme: "file", language: "nss" }, { scheme: "untitled", language: "nss" }] }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
