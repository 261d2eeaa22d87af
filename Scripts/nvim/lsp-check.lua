-- Neovim's own LSP client against `fdlc lsp`, for Scripts/nvim-lsp-check.
--
-- Run as `nvim --headless -u NONE -l`-style: `nvim --headless --clean -c "luafile THIS" FILE.nss`
-- with FDLC (the server binary) and RESULT (where to write the report) in the environment.
-- Starts the server for the buffer, waits for its diagnostics, asks for completion and
-- hover at the positions in CHECK_COMPLETION and CHECK_HOVER ("line:col", 1-based line,
-- 0-based col), writes one line per finding to RESULT, stops the server and quits with
-- status 0; any failure to get an answer quits with status 1 and says why.
local result = assert(io.open(os.getenv("RESULT"), "w"))
local function report(line) result:write(line, "\n") end
local function fail(why)
  report("FAIL " .. why)
  result:close()
  vim.cmd("cquit 1")
end

local bufnr = vim.api.nvim_get_current_buf()
local received = nil
local client_id = vim.lsp.start_client({
  name = "fdlc",
  cmd = { os.getenv("FDLC"), "lsp" },
  root_dir = vim.fn.getcwd(),
  handlers = {
    ["textDocument/publishDiagnostics"] = function(err, params, ctx, config)
      vim.lsp.diagnostic.on_publish_diagnostics(err, params, ctx, config)
      received = params
    end,
  },
})
if not client_id then return fail("the server did not start") end
vim.lsp.buf_attach_client(bufnr, client_id)

if not vim.wait(20000, function() return received ~= nil end, 50) then
  return fail("no diagnostics within 20 s")
end
for _, d in ipairs(vim.diagnostic.get(bufnr)) do
  local first_line = vim.split(d.message, "\n")[1]
  report(string.format("diagnostic %d:%d %s %s", d.lnum + 1, d.col + 1, d.code or "?", first_line))
end

local function position(spec)
  local line, col = spec:match("^(%d+):(%d+)$")
  return { line = tonumber(line) - 1, character = tonumber(col) }
end

local function ask(method, spec)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = position(spec) }
  local responses = vim.lsp.buf_request_sync(bufnr, method, params, 10000)
  if not responses or not responses[client_id] or responses[client_id].err then return nil end
  return responses[client_id].result
end

local completion = ask("textDocument/completion", os.getenv("CHECK_COMPLETION"))
if not completion then return fail("no completion") end
local labels = {}
for _, item in ipairs(completion.items or completion) do table.insert(labels, item.label) end
report("completion " .. #labels .. " items: " .. table.concat(vim.list_slice(labels, 1, 5), " "))

local hover = ask("textDocument/hover", os.getenv("CHECK_HOVER"))
if not hover then return fail("no hover") end
report("hover " .. vim.split(hover.contents.value, "\n")[1])

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
result:close()
vim.cmd("qall!")
