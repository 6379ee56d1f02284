;;; lsp_eglot.el --- Emacs (batch) with eglot attached to `carousel lsp'  -*- lexical-binding: t -*-
;; Environment: CAROUSEL_BIN (the carousel executable), SPEC (the spec file to edit).
;; Prints one PASS/FAIL line per check and exits with the number of failures. Any JSON-RPC
;; error (an error answer in the events buffer, a signalled jsonrpc-error) is a failure.

(require 'package)
;; -Q reads no init file and no site-start: find Debian's elpa-eglot where Debian puts it.
(setq package-directory-list '("/usr/share/emacs/site-lisp/elpa")
      package-user-dir (expand-file-name "elpa" (getenv "HOME")))
(package-initialize)
(require 'eglot)
(require 'flymake)

(defvar carousel-failures 0)
(defun carousel-out (format-string &rest args)
  (princ (concat (apply #'format format-string args) "\n")))
(defun carousel-check (name ok &optional detail)
  (if ok
      (carousel-out "PASS %s" name)
    (setq carousel-failures (1+ carousel-failures))
    (carousel-out "FAIL %s: %s" name detail)))
(defun carousel-wait (predicate seconds)
  "Let the server's output in until PREDICATE holds or SECONDS pass; the last value of PREDICATE."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

;; The configuration docs/editors.md shows for eglot, word for word (lsp_eglot.sh puts the
;; carousel under test first on PATH).
(load (expand-file-name "lsp_eglot_init.el" (file-name-directory load-file-name)) nil t)
(setq eglot-sync-connect 30
      eglot-events-buffer-size 10000000)

(find-file (getenv "SPEC"))
(carousel-check "conf-toml-mode for the spec" (eq major-mode 'conf-toml-mode) major-mode)
;; `eglot-ensure' connects after the command that opened the file; batch mode has no command
;; loop, so run what it would.
(condition-case err
    (run-hooks 'post-command-hook)
  (error (carousel-check "eglot-ensure connects" nil err)))
(let ((server (carousel-wait (lambda () (eglot-current-server)) 30)))
  (carousel-check "eglot-ensure connects" (and server (jsonrpc-running-p server)) server)
  (when server
    ;; Diagnostics: the unknown key `colr' reaches flymake at its exact place.
    (let* ((diags (carousel-wait (lambda () (flymake-diagnostics)) 30))
           (unknown (seq-find (lambda (d) (string-match-p "colr" (flymake-diagnostic-text d))) diags))
           (colr (save-excursion (goto-char (point-min)) (search-forward "colr") (match-beginning 0))))
      (dolist (d diags)
        (carousel-out "diagnostic %s-%s %s: %s" (flymake-diagnostic-beg d) (flymake-diagnostic-end d)
                      (flymake-diagnostic-type d)
                      (replace-regexp-in-string "\n" " | " (flymake-diagnostic-text d))))
      (carousel-check "diagnostic for colr published" unknown (length diags))
      (carousel-check "diagnostic range is exact after non-ASCII text"
                      (and unknown (= (flymake-diagnostic-beg unknown) colr)
                           (= (flymake-diagnostic-end unknown) (+ colr 4)))
                      (and unknown (list (flymake-diagnostic-beg unknown) colr))))
    ;; Hover on a key, with eglot's own position params.
    (goto-char (point-min))
    (search-forward "kind")
    (backward-char 2)
    (let* ((hover (condition-case err
                      (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams))
                    (jsonrpc-error (carousel-check "hover answers" nil err) nil)))
           (contents (and hover (plist-get hover :contents)))
           (text (if (stringp contents) contents (or (plist-get contents :value) ""))))
      (carousel-out "hover: %s" (replace-regexp-in-string "\n" " | " text))
      (carousel-check "hover on a key" (string-match-p "kind" text) hover))
    ;; Formatting through eglot's own command: the spaced-out line comes back in canonical form.
    (condition-case err
        (progn (eglot-format-buffer)
               (carousel-check "formatting" (save-excursion (goto-char (point-min))
                                                            (search-forward "id = \"main\"" nil t))
                               (buffer-string)))
      (error (carousel-check "formatting" nil err)))
    ;; Go to definition and rename through eglot's own commands (eglot 1.9 has both, and no
    ;; semantic tokens, folding or document links): a second carousel syncs with `main'.
    (goto-char (point-max))
    (insert "[[carousel]]\nid = \"strip\"\nkind = \"focus\"\nsync = \"main\"\n")
    (eglot--signal-textDocument/didChange)
    (let ((id-start (save-excursion (goto-char (point-min)) (search-forward "id = \"main\"") (- (point) 6))))
      (goto-char (point-min))
      (search-forward "sync = \"ma")
      (condition-case err
          (progn (xref-find-definitions (xref-backend-identifier-at-point 'eglot))
                 (carousel-out "definition: %s (the id at %s)" (point) id-start)
                 (carousel-check "definition jumps from sync to the id" (= (point) id-start) (point)))
        (error (carousel-check "definition jumps from sync to the id" nil err)))
      (goto-char (point-min))
      (search-forward "sync = \"ma")
      (condition-case err
          (progn (eglot-rename "gallery")
                 (carousel-check "rename changes the id and its reference"
                                 (save-excursion
                                   (goto-char (point-min))
                                   (and (search-forward "id = \"gallery\"" nil t)
                                        (search-forward "sync = \"gallery\"" nil t)
                                        (not (progn (goto-char (point-min)) (search-forward "\"main\"" nil t)))))
                                 (buffer-string)))
        (error (carousel-check "rename changes the id and its reference" nil err))))
    ;; Shutdown and exit as `M-x eglot-shutdown' does them; the server exits with 0.
    (let ((process (jsonrpc--process server)))
      (condition-case err
          (progn (eglot-shutdown server nil 10 t)
                 (carousel-check "shutdown without a JSON-RPC error" t))
        (error (carousel-check "shutdown without a JSON-RPC error" nil err)))
      ;; eglot 1.9 deletes the process (SIGKILL) right after it sends `exit', so the exit code
      ;; is eglot's, not the server's; CarouselLSPLeniencyTests sends the same bytes and checks 0.
      (carousel-wait (lambda () (not (process-live-p process))) 10)
      (carousel-check "server stopped" (not (process-live-p process)) (process-status process)))
    ;; No error answer anywhere in the session's log of messages.
    (let ((events (with-current-buffer (jsonrpc-events-buffer server) (buffer-string))))
      (dolist (line (split-string events "\n"))
        (when (string-match-p ":method \"\\(shutdown\\|exit\\)\"\\|:method :\\(shutdown\\|exit\\)" line)
          (carousel-out "sent: %s" line)))
      (carousel-check "no JSON-RPC error in the session"
                      (not (string-match-p ":error\\|\"error\"\\|ERROR" events))
                      (and (string-match "^.*\\(:error\\|\"error\"\\|ERROR\\).*$" events) (match-string 0 events))))))
(kill-emacs carousel-failures)
