-- Headless Neovim (0.7+) with its built-in LSP client attached to `carousel lsp`.
-- Environment: CAROUSEL_BIN (the carousel executable), SPEC (the spec file to edit).
-- Prints one PASS/FAIL line per check and exits with the number of failures.
local bin, spec = os.getenv('CAROUSEL_BIN'), os.getenv('SPEC')
local failures = 0
local function out(text) io.stdout:write(text .. '\n'); io.stdout:flush() end
local function check(name, ok, detail)
  if ok then out('PASS ' .. name) else failures = failures + 1; out('FAIL ' .. name .. ': ' .. tostring(detail)) end
end
local function code_of(d) return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) end
local function find_line(buf, needle)
  for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local col = line:find(needle, 1, true)
    if col then return i, col - 1 end
  end
end
local function request(buf, method, params)
  local results = vim.lsp.buf_request_sync(buf, method, params, 20000) or {}
  for _, answer in pairs(results) do
    -- 0.7 calls the error `error`, later versions `err`.
    local err = answer.err or answer.error
    if err then return nil, err end
    return answer.result
  end
  return nil, 'no answer to ' .. method
end

vim.cmd('edit ' .. vim.fn.fnameescape(spec))
local buf = vim.api.nvim_get_current_buf()
local exit_code
local client_id = vim.lsp.start_client({
  name = 'carousel', cmd = { bin, 'lsp' }, root_dir = vim.fn.fnamemodify(spec, ':h'),
  on_exit = function(code) exit_code = code end,
})
check('start_client', client_id ~= nil, 'vim.lsp.start_client returned nil')
vim.lsp.buf_attach_client(buf, client_id)

-- Diagnostics: the unknown key after Japanese text and an emoji, at its exact place.
vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
local diags = vim.diagnostic.get(buf)
local unknown
for _, d in ipairs(diags) do
  out(string.format('diagnostic %s %d:%d-%d:%d %s', tostring(code_of(d)), d.lnum, d.col, d.end_lnum, d.end_col,
    (d.message:gsub('\n', ' | '))))
  if code_of(d) == 'E0201' then unknown = d end
end
local row, col = find_line(buf, 'colr')
check('diagnostic E0201 published', unknown ~= nil, #diags .. ' diagnostics')
-- Neovim turns the UTF-16 range into byte columns: they must land exactly on `colr`.
check('diagnostic range is exact after non-ASCII text', unknown and unknown.lnum == row - 1 and unknown.col == col
  and unknown.end_col == col + 4, unknown and (unknown.lnum .. ':' .. unknown.col .. '-' .. unknown.end_col))
check('diagnostic severity is error', unknown and unknown.severity == vim.diagnostic.severity.ERROR)
local lsp_diag = unknown and unknown.user_data and unknown.user_data.lsp or {}
check('diagnostic links to its docs section', lsp_diag.codeDescription
  and tostring(lsp_diag.codeDescription.href):match('diagnostics%.md#e0201$'), vim.inspect(lsp_diag.codeDescription))

-- Hover on a key.
local krow, kcol = find_line(buf, 'kind')
vim.api.nvim_win_set_cursor(0, { krow, kcol + 1 })
local hover = request(buf, 'textDocument/hover', vim.lsp.util.make_position_params())
local hover_text = hover and hover.contents and (hover.contents.value or vim.inspect(hover.contents)) or ''
out('hover: ' .. (hover_text:gsub('\n', ' | ')))
check('hover on a key', hover_text ~= '', vim.inspect(hover))

-- Completion of a value after `kind = "`.
local vrow, vcol = find_line(buf, '"paging"')
vim.api.nvim_win_set_cursor(0, { vrow, vcol + 1 })
local completion = request(buf, 'textDocument/completion', vim.lsp.util.make_position_params())
local items = completion and (completion.items or completion) or {}
local labels = {}
for _, item in ipairs(items) do table.insert(labels, item.label) end
out('completion: ' .. table.concat(labels, ', '))
check('completion offers the kinds', vim.tbl_contains(labels, 'stack'), table.concat(labels, ', '))

-- Document symbols.
local symbols = request(buf, 'textDocument/documentSymbol', { textDocument = vim.lsp.util.make_text_document_params() })
local names = {}
for _, symbol in ipairs(symbols or {}) do table.insert(names, symbol.name) end
out('symbols: ' .. table.concat(names, ', '))
check('documentSymbol lists the carousels', #names >= 1, vim.inspect(symbols))

-- Quick fix: apply the preferred action at `colr`; its diagnostic goes away.
vim.api.nvim_win_set_cursor(0, { row, col + 1 })
local params = vim.lsp.util.make_range_params()
params.context = { diagnostics = {} }
local actions = request(buf, 'textDocument/codeAction', params) or {}
local chosen
for _, action in ipairs(actions) do if action.isPreferred and not chosen then chosen = action end end
out('code action: ' .. (chosen and chosen.title or 'none'))
check('quick fix offered', chosen ~= nil, vim.inspect(actions))
if chosen then
  vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
  local fixed = vim.wait(20000, function()
    for _, d in ipairs(vim.diagnostic.get(buf)) do if code_of(d) == 'E0201' then return false end end
    return true
  end, 20)
  check('quick fix applied removes E0201', fixed and find_line(buf, 'color = "teal"') ~= nil,
    table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), ' / '))
end

-- Formatting: `kind="paging"` becomes `kind = "paging"`.
vim.api.nvim_buf_set_lines(buf, krow - 1, krow, false, { 'kind="paging"' })
vim.lsp.buf.formatting_sync(nil, 20000)
local formatted = vim.api.nvim_buf_get_lines(buf, krow - 1, krow, false)[1]
out('formatted: ' .. tostring(formatted))
check('formatting', formatted == 'kind = "paging"', formatted)

-- Go to definition and rename (Neovim 0.7 has both): a second carousel syncs with `main`.
local last = vim.api.nvim_buf_line_count(buf)
vim.api.nvim_buf_set_lines(buf, last, last, false, { '[[carousel]]', 'id = "strip"', 'kind = "focus"', 'sync = "main"' })
local srow, scol = find_line(buf, 'sync = "main"')
local irow, icol = find_line(buf, 'id = "main"')
vim.api.nvim_win_set_cursor(0, { srow, scol + 9 })
vim.lsp.buf.definition()
local jumped = vim.wait(20000, function() return vim.api.nvim_win_get_cursor(0)[1] == irow end, 20)
local cursor = vim.api.nvim_win_get_cursor(0)
out('definition: ' .. cursor[1] .. ':' .. cursor[2])
check('definition jumps from sync to the id', jumped and cursor[2] == icol + 5, cursor[1] .. ':' .. cursor[2])
vim.api.nvim_win_set_cursor(0, { srow, scol + 9 })
local bad_params = vim.lsp.util.make_position_params()
bad_params.newName = 'Not-An-Id'
local _, refused = request(buf, 'textDocument/rename', bad_params)
out('rename refused: ' .. tostring(refused and refused.message))
check('rename refuses an invalid id with the reason', refused and tostring(refused.message):match('not a valid carousel id'),
  vim.inspect(refused))
vim.lsp.buf.rename('gallery')
local renamed = vim.wait(20000, function()
  return find_line(buf, 'id = "gallery"') ~= nil and find_line(buf, 'sync = "gallery"') ~= nil
end, 20)
check('rename changes the id and its reference', renamed and find_line(buf, '"main"') == nil,
  table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), ' / '))

-- Shutdown and exit: the server exits with code 0.
vim.lsp.stop_client(client_id)
vim.wait(20000, function() return exit_code ~= nil end, 20)
check('server exits with 0 after shutdown', exit_code == 0, tostring(exit_code))
os.exit(failures)
