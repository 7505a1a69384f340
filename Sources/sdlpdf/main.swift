print("sdlpdf is being built")
