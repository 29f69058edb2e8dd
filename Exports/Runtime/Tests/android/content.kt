package android.content

open class Context
