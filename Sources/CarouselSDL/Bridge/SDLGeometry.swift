import CSDL2

// The renderer's pixel geometry (Drawing/PixelGeometry.swift) as SDL's C structs: the only place
// that converts it.

extension SDLBridge {
    /// `rect` as an `SDL_FRect`.
    static func frect(_ rect: PixelRect) -> SDL_FRect { SDL_FRect(x: rect.x, y: rect.y, w: rect.w, h: rect.h) }

    /// `box` as an `SDL_Rect`.
    static func rect(_ box: PixelBox) -> SDL_Rect { SDL_Rect(x: box.x, y: box.y, w: box.w, h: box.h) }

    /// An `SDL_Rect` as a box.
    static func box(_ rect: SDL_Rect) -> PixelBox { PixelBox(x: rect.x, y: rect.y, w: rect.w, h: rect.h) }

    /// `color` as an `SDL_Color`.
    static func sdlColor(_ color: PixelColor) -> SDL_Color { SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a) }

    /// `vertex` as an `SDL_Vertex`.
    static func vertex(_ vertex: MeshVertex) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: vertex.position.x, y: vertex.position.y), color: sdlColor(vertex.color),
            tex_coord: SDL_FPoint(x: vertex.texCoord.x, y: vertex.texCoord.y))
    }
}
