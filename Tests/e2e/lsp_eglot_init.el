(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '(conf-toml-mode . ("carousel" "lsp"))))
(add-hook 'conf-toml-mode-hook
          (lambda ()
            (when (string-suffix-p ".carousel.toml" (or buffer-file-name ""))
              (eglot-ensure))))
