/* Every C function of a lazily loaded library that the package calls: one entry per function.
   LAZY(LIBRARY, return type, name, (parameters), (arguments)); LAZY_VOID for functions returning void.
   A Swift call of a function missing here fails to link ("undefined reference to `SDL_Foo'"):
   scripts/lazy_symbols.py (run by `make test` before it builds) names the file and line that call it
   and prints the line to add, from the library's header. The compiler checks each line against the
   header's declaration. Static inline functions of a header (WebPConfigInit) call the exported
   function they wrap (WebPConfigInitInternal): that one is listed. Keep the lines sorted per library. */

/* SDL2: libSDL2-2.0.so.0 */
LAZY_VOID(SDL2, SDL_ClearError, (void), ())
LAZY(SDL2, SDL_Surface *, SDL_ConvertSurfaceFormat, (SDL_Surface *s, Uint32 format, Uint32 flags), (s, format, flags))
LAZY(SDL2, SDL_Surface *, SDL_CreateRGBSurfaceWithFormat, (Uint32 flags, int w, int h, int depth, Uint32 format),
     (flags, w, h, depth, format))
LAZY(SDL2, SDL_Renderer *, SDL_CreateRenderer, (SDL_Window *window, int index, Uint32 flags), (window, index, flags))
LAZY(SDL2, SDL_Renderer *, SDL_CreateSoftwareRenderer, (SDL_Surface *surface), (surface))
LAZY(SDL2, SDL_Texture *, SDL_CreateTexture, (SDL_Renderer *r, Uint32 format, int access, int w, int h),
     (r, format, access, w, h))
LAZY(SDL2, SDL_Texture *, SDL_CreateTextureFromSurface, (SDL_Renderer *r, SDL_Surface *surface), (r, surface))
LAZY(SDL2, SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags),
     (title, x, y, w, h, flags))
LAZY_VOID(SDL2, SDL_DestroyRenderer, (SDL_Renderer *r), (r))
LAZY_VOID(SDL2, SDL_DestroyTexture, (SDL_Texture *texture), (texture))
LAZY_VOID(SDL2, SDL_DestroyWindow, (SDL_Window *window), (window))
LAZY_VOID(SDL2, SDL_FreeSurface, (SDL_Surface *surface), (surface))
LAZY(SDL2, SDL_GLContext, SDL_GL_GetCurrentContext, (void), ())
LAZY(SDL2, void *, SDL_GL_GetProcAddress, (const char *proc), (proc))
LAZY(SDL2, const char *, SDL_GetCurrentVideoDriver, (void), ())
LAZY(SDL2, int, SDL_GetDisplayBounds, (int displayIndex, SDL_Rect *rect), (displayIndex, rect))
LAZY(SDL2, const char *, SDL_GetError, (void), ())
LAZY(SDL2, int, SDL_GetNumRenderDrivers, (void), ())
LAZY(SDL2, Uint64, SDL_GetPerformanceCounter, (void), ())
LAZY(SDL2, Uint64, SDL_GetPerformanceFrequency, (void), ())
LAZY(SDL2, int, SDL_GetRenderDrawBlendMode, (SDL_Renderer *r, SDL_BlendMode *mode), (r, mode))
LAZY(SDL2, int, SDL_GetRenderDrawColor, (SDL_Renderer *r, Uint8 *red, Uint8 *green, Uint8 *blue, Uint8 *alpha),
     (r, red, green, blue, alpha))
LAZY(SDL2, int, SDL_GetRenderDriverInfo, (int index, SDL_RendererInfo *info), (index, info))
LAZY(SDL2, int, SDL_GetRendererInfo, (SDL_Renderer *r, SDL_RendererInfo *info), (r, info))
LAZY(SDL2, int, SDL_GetRendererOutputSize, (SDL_Renderer *r, int *w, int *h), (r, w, h))
LAZY(SDL2, Uint64, SDL_GetTicks64, (void), ())
LAZY_VOID(SDL2, SDL_GetWindowSize, (SDL_Window *window, int *w, int *h), (window, w, h))
LAZY(SDL2, SDL_bool, SDL_HasColorKey, (SDL_Surface *surface), (surface))
LAZY(SDL2, int, SDL_Init, (Uint32 flags), (flags))
LAZY(SDL2, int, SDL_LockSurface, (SDL_Surface *surface), (surface))
LAZY(SDL2, int, SDL_PollEvent, (SDL_Event *event), (event))
LAZY(SDL2, int, SDL_PushEvent, (SDL_Event *event), (event))
LAZY_VOID(SDL2, SDL_Quit, (void), ())
LAZY(SDL2, SDL_RWops *, SDL_RWFromFP, (FILE *fp, SDL_bool autoclose), (fp, autoclose))
LAZY(SDL2, int, SDL_RWclose, (SDL_RWops *context), (context))
LAZY(SDL2, int, SDL_RenderClear, (SDL_Renderer *r), (r))
LAZY(SDL2, int, SDL_RenderCopyF, (SDL_Renderer *r, SDL_Texture *t, const SDL_Rect *from, const SDL_FRect *to),
     (r, t, from, to))
LAZY(SDL2, int, SDL_RenderFillRectsF, (SDL_Renderer *r, const SDL_FRect *rects, int count), (r, rects, count))
LAZY(SDL2, int, SDL_RenderGeometry,
     (SDL_Renderer *r, SDL_Texture *t, const SDL_Vertex *vertices, int count, const int *indices, int index_count),
     (r, t, vertices, count, indices, index_count))
LAZY_VOID(SDL2, SDL_RenderGetClipRect, (SDL_Renderer *r, SDL_Rect *rect), (r, rect))
LAZY_VOID(SDL2, SDL_RenderGetViewport, (SDL_Renderer *r, SDL_Rect *rect), (r, rect))
LAZY(SDL2, SDL_Window *, SDL_RenderGetWindow, (SDL_Renderer *r), (r))
LAZY(SDL2, SDL_bool, SDL_RenderIsClipEnabled, (SDL_Renderer *r), (r))
LAZY_VOID(SDL2, SDL_RenderPresent, (SDL_Renderer *r), (r))
LAZY(SDL2, int, SDL_RenderReadPixels, (SDL_Renderer *r, const SDL_Rect *rect, Uint32 format, void *pixels, int pitch),
     (r, rect, format, pixels, pitch))
LAZY(SDL2, int, SDL_RenderSetClipRect, (SDL_Renderer *r, const SDL_Rect *rect), (r, rect))
LAZY(SDL2, int, SDL_RenderSetViewport, (SDL_Renderer *r, const SDL_Rect *rect), (r, rect))
LAZY(SDL2, SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value))
LAZY(SDL2, SDL_bool, SDL_SetHintWithPriority, (const char *name, const char *value, SDL_HintPriority priority),
     (name, value, priority))
LAZY(SDL2, int, SDL_SetRenderDrawBlendMode, (SDL_Renderer *r, SDL_BlendMode mode), (r, mode))
LAZY(SDL2, int, SDL_SetRenderDrawColor, (SDL_Renderer *r, Uint8 red, Uint8 green, Uint8 blue, Uint8 alpha),
     (r, red, green, blue, alpha))
LAZY(SDL2, int, SDL_SetRenderTarget, (SDL_Renderer *r, SDL_Texture *t), (r, t))
LAZY(SDL2, int, SDL_SetTextureAlphaMod, (SDL_Texture *t, Uint8 alpha), (t, alpha))
LAZY(SDL2, int, SDL_SetTextureBlendMode, (SDL_Texture *t, SDL_BlendMode mode), (t, mode))
LAZY(SDL2, int, SDL_SetTextureColorMod, (SDL_Texture *t, Uint8 red, Uint8 green, Uint8 blue), (t, red, green, blue))
LAZY(SDL2, int, SDL_SetTextureScaleMode, (SDL_Texture *t, SDL_ScaleMode mode), (t, mode))
LAZY_VOID(SDL2, SDL_SetWindowMinimumSize, (SDL_Window *window, int w, int h), (window, w, h))
LAZY_VOID(SDL2, SDL_SetWindowSize, (SDL_Window *window, int w, int h), (window, w, h))
LAZY_VOID(SDL2, SDL_SetWindowTitle, (SDL_Window *window, const char *title), (window, title))
LAZY(SDL2, int, SDL_ShowCursor, (int toggle), (toggle))
LAZY_VOID(SDL2, SDL_UnlockSurface, (SDL_Surface *surface), (surface))
LAZY(SDL2, int, SDL_UpdateTexture, (SDL_Texture *t, const SDL_Rect *rect, const void *pixels, int pitch),
     (t, rect, pixels, pitch))
LAZY(SDL2, int, SDL_WaitEventTimeout, (SDL_Event *event, int timeout), (event, timeout))
LAZY(SDL2, char *, SDL_getenv, (const char *name), (name))

/* SDL2_ttf: libSDL2_ttf-2.0.so.0 */
LAZY_VOID(SDL2_TTF, TTF_CloseFont, (TTF_Font *font), (font))
LAZY(SDL2_TTF, int, TTF_FontAscent, (const TTF_Font *font), (font))
LAZY(SDL2_TTF, int, TTF_FontHeight, (const TTF_Font *font), (font))
LAZY(SDL2_TTF, int, TTF_FontLineSkip, (const TTF_Font *font), (font))
LAZY(SDL2_TTF, int, TTF_Init, (void), ())
LAZY(SDL2_TTF, TTF_Font *, TTF_OpenFontIndex, (const char *file, int size, long index), (file, size, index))
LAZY(SDL2_TTF, SDL_Surface *, TTF_RenderUTF8_Blended, (TTF_Font *font, const char *text, SDL_Color fg),
     (font, text, fg))
LAZY(SDL2_TTF, int, TTF_SetFontDirection, (TTF_Font *font, TTF_Direction direction), (font, direction))
LAZY(SDL2_TTF, int, TTF_SetFontScriptName, (TTF_Font *font, const char *script), (font, script))
LAZY(SDL2_TTF, int, TTF_SizeUTF8, (TTF_Font *font, const char *text, int *w, int *h), (font, text, w, h))
LAZY(SDL2_TTF, int, TTF_WasInit, (void), ())

/* SDL2_image: libSDL2_image-2.0.so.0 */
LAZY(SDL2_IMAGE, int, IMG_Init, (int flags), (flags))
LAZY(SDL2_IMAGE, SDL_Surface *, IMG_Load, (const char *file), (file))
LAZY(SDL2_IMAGE, int, IMG_SavePNG_RW, (SDL_Surface *surface, SDL_RWops *dst, int freedst), (surface, dst, freedst))

/* fontconfig: libfontconfig.so.1 */
LAZY(FONTCONFIG, FcBool, FcCharSetAddChar, (FcCharSet *set, FcChar32 ucs4), (set, ucs4))
LAZY(FONTCONFIG, FcCharSet *, FcCharSetCreate, (void), ())
LAZY_VOID(FONTCONFIG, FcCharSetDestroy, (FcCharSet *set), (set))
LAZY(FONTCONFIG, FcBool, FcCharSetHasChar, (const FcCharSet *set, FcChar32 ucs4), (set, ucs4))
LAZY(FONTCONFIG, FcBool, FcConfigSubstitute, (FcConfig *config, FcPattern *p, FcMatchKind kind), (config, p, kind))
LAZY_VOID(FONTCONFIG, FcDefaultSubstitute, (FcPattern *p), (p))
LAZY_VOID(FONTCONFIG, FcFontSetDestroy, (FcFontSet *set), (set))
LAZY(FONTCONFIG, FcFontSet *, FcFontSort,
     (FcConfig *config, FcPattern *p, FcBool trim, FcCharSet **sets, FcResult *result), (config, p, trim, sets, result))
LAZY(FONTCONFIG, FcBool, FcInit, (void), ())
LAZY(FONTCONFIG, FcBool, FcPatternAddBool, (FcPattern *p, const char *object, FcBool b), (p, object, b))
LAZY(FONTCONFIG, FcBool, FcPatternAddCharSet, (FcPattern *p, const char *object, const FcCharSet *c), (p, object, c))
LAZY(FONTCONFIG, FcBool, FcPatternAddInteger, (FcPattern *p, const char *object, int i), (p, object, i))
LAZY(FONTCONFIG, FcBool, FcPatternAddString, (FcPattern *p, const char *object, const FcChar8 *s), (p, object, s))
LAZY(FONTCONFIG, FcPattern *, FcPatternCreate, (void), ())
LAZY_VOID(FONTCONFIG, FcPatternDestroy, (FcPattern *p), (p))
LAZY(FONTCONFIG, FcResult, FcPatternGetCharSet, (const FcPattern *p, const char *object, int n, FcCharSet **c),
     (p, object, n, c))
LAZY(FONTCONFIG, FcResult, FcPatternGetInteger, (const FcPattern *p, const char *object, int n, int *i),
     (p, object, n, i))
LAZY(FONTCONFIG, FcResult, FcPatternGetString, (const FcPattern *p, const char *object, int n, FcChar8 **s),
     (p, object, n, s))

/* giflib: libgif.so.7 */
LAZY(GIF, int, EGifCloseFile, (GifFileType *gif, int *error), (gif, error))
LAZY(GIF, size_t, EGifGCBToExtension, (const GraphicsControlBlock *block, GifByteType *extension), (block, extension))
LAZY(GIF, GifFileType *, EGifOpen, (void *user, OutputFunc write, int *error), (user, write, error))
LAZY(GIF, int, EGifPutExtension, (GifFileType *gif, const int code, const int length, const void *extension),
     (gif, code, length, extension))
LAZY(GIF, int, EGifPutExtensionBlock, (GifFileType *gif, const int length, const void *extension),
     (gif, length, extension))
LAZY(GIF, int, EGifPutExtensionLeader, (GifFileType *gif, const int code), (gif, code))
LAZY(GIF, int, EGifPutExtensionTrailer, (GifFileType *gif), (gif))
LAZY(GIF, int, EGifPutImageDesc,
     (GifFileType *gif, const int left, const int top, const int w, const int h, const bool interlace,
      const ColorMapObject *map),
     (gif, left, top, w, h, interlace, map))
LAZY(GIF, int, EGifPutLine, (GifFileType *gif, GifPixelType *line, int length), (gif, line, length))
LAZY(GIF, int, EGifPutScreenDesc,
     (GifFileType *gif, const int w, const int h, const int resolution, const int background,
      const ColorMapObject *map),
     (gif, w, h, resolution, background, map))
LAZY_VOID(GIF, EGifSetGifVersion, (GifFileType *gif, const bool gif89), (gif, gif89))
LAZY(GIF, const char *, GifErrorString, (int error), (error))
LAZY_VOID(GIF, GifFreeMapObject, (ColorMapObject *map), (map))
LAZY(GIF, ColorMapObject *, GifMakeMapObject, (int count, const GifColorType *colors), (count, colors))

/* libwebp: libwebp.so.7 */
LAZY(WEBP, int, WebPConfigInitInternal, (WebPConfig *config, WebPPreset preset, float quality, int version),
     (config, preset, quality, version))
LAZY_VOID(WEBP, WebPFree, (void *pointer), (pointer))
LAZY(WEBP, int, WebPPictureAlloc, (WebPPicture *picture), (picture))
LAZY_VOID(WEBP, WebPPictureFree, (WebPPicture *picture), (picture))
LAZY(WEBP, int, WebPPictureInitInternal, (WebPPicture *picture, int version), (picture, version))

/* libwebpmux: libwebpmux.so.3 (needs libwebp) */
LAZY(WEBPMUX, int, WebPAnimEncoderAdd,
     (WebPAnimEncoder *encoder, struct WebPPicture *frame, int timestamp, const struct WebPConfig *config),
     (encoder, frame, timestamp, config))
LAZY(WEBPMUX, int, WebPAnimEncoderAssemble, (WebPAnimEncoder *encoder, WebPData *data), (encoder, data))
LAZY_VOID(WEBPMUX, WebPAnimEncoderDelete, (WebPAnimEncoder *encoder), (encoder))
LAZY(WEBPMUX, const char *, WebPAnimEncoderGetError, (WebPAnimEncoder *encoder), (encoder))
LAZY(WEBPMUX, WebPAnimEncoder *, WebPAnimEncoderNewInternal,
     (int w, int h, const WebPAnimEncoderOptions *options, int version), (w, h, options, version))
LAZY(WEBPMUX, int, WebPAnimEncoderOptionsInitInternal, (WebPAnimEncoderOptions *options, int version),
     (options, version))
